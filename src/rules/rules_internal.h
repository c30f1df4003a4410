/* Shared by the rule-set files and the registry: the plugins themselves. */
#ifndef HOSHI_RULES_INTERNAL_H
#define HOSHI_RULES_INTERNAL_H

#include "hoshi/i18n.h"
#include "hoshi/rules.h"

/* One declaration per line of rule_sets.def: rules_japanese, ... */
#define RULE_SET(name) extern const rules rules_##name;
#include "rule_sets.def"
#undef RULE_SET

#endif
