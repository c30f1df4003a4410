/* Shared by the rule-set files and the registry: the plugins themselves. */
#ifndef HOSHI_RULES_INTERNAL_H
#define HOSHI_RULES_INTERNAL_H

#include "hoshi/i18n.h"
#include "hoshi/rules.h"

extern const rules rules_japanese;
extern const rules rules_chinese;
extern const rules rules_aga;
extern const rules rules_french;
extern const rules rules_nz;
extern const rules rules_tromp_taylor;

#endif
