/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The themes' rows (see theme.h). */
#include "ui/theme.h"

/* What both themes share. */
#define SHARED_COLOURS                                                                             \
  .black = {0, 0, 0, 255}, .white = {255, 255, 255, 255}, .on_black = {255, 255, 255, 255},        \
  .on_white = {0, 0, 0, 255}, .board_mean = {222, 182, 104, 255},                                  \
  .board_missing = {220, 179, 92, 255}, .line_ink = {196, 24, 24, 255},                            \
  .line_edge = {255, 255, 255, 255}, .shade = {0, 0, 0, 170}, .letterbox = {0, 0, 0, 255},         \
  .on_error = {255, 255, 255, 255}, .on_accent = {0, 0, 0, 255}

static const ui_palette palettes[] =
    {
        [THEME_CLASSIC] =
            {
                .panel = {38, 40, 44, 255},
                .text = {236, 236, 236, 255},
                .dim = {160, 164, 170, 255},
                .error = {255, 128, 112, 255},
                .accent = {250, 204, 92, 255},
                .grid = {28, 20, 10, 255},
                .coord = {52, 36, 18, 255},
                .last_on_black = {240, 240, 240, 255},
                .last_on_white = {20, 20, 20, 255},
                .mark_on_wood = {20, 20, 20, 255},
                .cursor = {30, 110, 230, 255},
                .box = {48, 50, 56, 255},
                .face = {58, 61, 68, 255},
                .select = {70, 96, 150, 255},
                .highlight = {236, 0, 190, 255},
                .dead_cross = {220, 20, 20, 255},
                .dame = {80, 80, 86, 255},
                .seki = {0, 125, 160, 255},
                .laser = {0, 230, 64, 255},
                .graph = {52, 55, 62, 255},
                SHARED_COLOURS,
                /* A dot, not a ring: a ring is the circle mark (CR). */
                .last_filled = true,
            },
        [THEME_PROJECTOR] =
            {
                .panel = {0, 0, 0, 255},
                .text = {255, 255, 255, 255},
                .dim = {200, 200, 200, 255},
                .error = {255, 110, 90, 255},
                .accent = {255, 214, 0, 255},
                .grid = {0, 0, 0, 255},
                .coord = {0, 0, 0, 255},
                .last_on_black = {230, 20, 20, 255},
                .last_on_white = {230, 20, 20, 255},
                .mark_on_wood = {0, 0, 0, 255},
                .cursor = {0, 90, 255, 255},
                .board_plain = {242, 206, 120, 255},
                .box = {0, 0, 0, 255},
                .face = {40, 40, 40, 255},
                .select = {0, 70, 200, 255},
                .highlight = {255, 0, 200, 255},
                .dead_cross = {235, 0, 0, 255},
                .dame = {90, 90, 90, 255},
                .seki = {0, 120, 190, 255},
                .laser = {0, 230, 64, 255},
                .graph = {30, 30, 30, 255},
                SHARED_COLOURS,
                .high_contrast = true,
                .last_filled = true,
            },
};

/* The same spacing in both themes: the projector's is in its larger text. */
static const ui_metrics metrics = {
    .line = 1.3,
    .fits = {{.line_gap = 0.25, .block_gap = 0.45, .table_row = 1.45},
             {.line_gap = 0.08, .block_gap = 0.2, .table_row = 1.22}},
    .empty_line = 0.6,
    .pad = 0.8,
    .indent = 1.5,
    .icon = 1.05,
    .chip = 0.3,
    .teacher = 0.7,
    .floor = 0.75,
    .shrink = 0.9,
    .hint = 0.85,
    .hint_share = 1 / 3.0,
    .cue = 1.3,
    .table_gap = 1.0,
    .table_inner = 0.7,
    .table_icon = 0.8,
    .table_after = 0.3,
    .explain_text = 1.3,
    .explain_min = 1 / 24.0,
    .explain_width = 34,
    .box_share = 0.92,
    .dialog_row = 1.5,
    .dialog_width = 30,
    .dialog_label = 0.45,
    .title = 1.15,
    .list_label = 0.42,
    .list_gap = 0.35,
    .tool_icon = 0.6,
    .tool_stone = 0.62,
    .tool_fit = 0.86,
    .table_text = 0.12,
    .table_heads = 0.35,
    .table_rule = 0.08,
    .icon_x = 0.525,
    .icon_y = 0.625,
    .hint_gap = 0.4,
    .tight_gap = 0.15,
    .tight_pad = 0.5,
    .box_hint = 0.6,
    .dialog_share = 0.94,
    .dialog_fit = 0.96,
    .dialog_shrink = 0.92,
    .dialog_title_gap = 1.3,
    .dialog_message_gap = 0.3,
    .dialog_hint_raise = 1.1,
};

const ui_palette *theme_palette(enum ui_theme t)
{
  return &palettes[t == THEME_PROJECTOR ? THEME_PROJECTOR : THEME_CLASSIC];
}

const ui_metrics *theme_metrics(enum ui_theme t)
{
  (void)t;
  return &metrics;
}

enum ui_hint_mode theme_hint_mode(enum ui_theme t, enum ui_hint_mode asked)
{
  if (asked != HINT_AUTO)
    return asked;
  return t == THEME_PROJECTOR ? HINT_SHORT : HINT_FULL;
}
