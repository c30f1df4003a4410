/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The text field model (app/textedit.h): caret, selection, editing and
 * UTF-8, as a person types into a field. */
#include <criterion/criterion.h>
#include <string.h>

#include "app/textedit.h"

static bool press(text_field *f, enum input_key k, bool ctrl, bool shift)
{
  ui_input in = {.kind = INPUT_KEY, .key = k, .ctrl = ctrl, .shift = shift};
  return field_key(f, &in);
}

static void press_ch(text_field *f, char ch, bool ctrl)
{
  ui_input in = {.kind = INPUT_KEY, .key = KEY_CHAR, .ch = ch, .ctrl = ctrl};
  field_key(f, &in);
}

static const char *shown(const text_field *f)
{
  static char out[512];
  field_show(f, out, sizeof out);
  return out;
}

Test(textedit, a_focused_field_is_selected_and_typing_replaces_it)
{
  char buf[32] = "9";
  text_field f;
  field_init(&f, buf, sizeof buf, false, true);
  cr_assert_str_eq(shown(&f), FIELD_SEL_OPEN "9" FIELD_CARET FIELD_SEL_CLOSE);
  cr_assert(field_insert(&f, "19"));
  cr_assert_str_eq(buf, "19", "typing 19 into a field holding 9 gives 19, not 919");
  cr_assert_str_eq(shown(&f), "19" FIELD_CARET);
}

Test(textedit, a_leading_minus_can_be_typed)
{
  char buf[24] = "6.5";
  text_field f;
  field_init(&f, buf, sizeof buf, false, true);
  field_insert(&f, "-");
  field_insert(&f, "3");
  cr_assert_str_eq(buf, "-3");
}

Test(textedit, the_caret_moves_by_characters_not_bytes)
{
  char buf[32] = "élève";
  text_field f;
  field_init(&f, buf, sizeof buf, false, false);
  press(&f, KEY_HOME, false, false);
  press(&f, KEY_RIGHT, false, false);
  cr_assert_eq(f.caret, 2, "past the two bytes of é");
  press(&f, KEY_DELETE, false, false);
  cr_assert_str_eq(buf, "éève");
  press(&f, KEY_BACKSPACE, false, false);
  cr_assert_str_eq(buf, "ève");
  cr_assert_eq(f.caret, 0);
  press(&f, KEY_END, false, false);
  press(&f, KEY_BACKSPACE, false, false);
  press(&f, KEY_BACKSPACE, false, false);
  cr_assert_str_eq(buf, "è", "a two-byte character is erased whole");
}

Test(textedit, shift_selects_and_typing_replaces_the_selection)
{
  char buf[32] = "black lives";
  text_field f;
  field_init(&f, buf, sizeof buf, false, false);
  press(&f, KEY_LEFT, true, true); /* Ctrl+Shift+Left: the last word */
  cr_assert_str_eq(shown(&f), "black " FIELD_SEL_OPEN FIELD_CARET "lives" FIELD_SEL_CLOSE);
  field_insert(&f, "dies");
  cr_assert_str_eq(buf, "black dies");
  press_ch(&f, 'a', true);
  press(&f, KEY_BACKSPACE, false, false);
  cr_assert_str_eq(buf, "", "Ctrl+A then Backspace empties the field");
}

Test(textedit, a_multiline_field_takes_line_breaks_and_moves_by_lines)
{
  char buf[64] = "";
  text_field f;
  field_init(&f, buf, sizeof buf, true, false);
  field_insert(&f, "abc");
  press(&f, KEY_ENTER, false, false);
  field_insert(&f, "de");
  cr_assert_str_eq(buf, "abc\nde");
  press(&f, KEY_UP, false, false);
  cr_assert_eq(f.caret, 2, "up keeps the column: after 'ab'");
  press(&f, KEY_END, false, false);
  cr_assert_eq(f.caret, 3, "End is the end of the line, not of the text");
  press(&f, KEY_DOWN, false, false);
  cr_assert_eq(f.caret, 6, "down to a shorter line stops at its end");
  press(&f, KEY_HOME, true, false);
  cr_assert_eq(f.caret, 0, "Ctrl+Home: the start of the text");
}

Test(textedit, a_one_line_field_makes_line_breaks_spaces_and_drops_controls)
{
  char buf[32] = "";
  text_field f;
  field_init(&f, buf, sizeof buf, false, false);
  cr_assert_not(press(&f, KEY_ENTER, false, false), "Enter is not the field's in one line");
  field_insert(&f, "a\nb\tc\x01"
                   "d");
  cr_assert_str_eq(buf, "a b cd");
}

/* Issue 32 (review N8): what does not fit is left out in whole characters
 * (never a UTF-8 sequence cut), and how much is told. */
Test(textedit, text_that_does_not_fit_goes_in_as_far_as_whole_characters_fit_and_says_so)
{
  char buf[7] = "abc";
  text_field f;
  field_init(&f, buf, sizeof buf, false, false);
  field_take_dropped();
  cr_assert(field_insert(&f, "d"));
  cr_expect_eq(field_take_dropped(), 0);
  cr_assert(field_insert(&f, "\xc3\xa9\xc3\xa9"), "one \xc3\xa9 fits in the 2 bytes left");
  cr_assert_str_eq(buf, "abcd\xc3\xa9");
  cr_expect_eq(field_take_dropped(), 2, "the other \xc3\xa9 was left out");
  cr_assert_not(field_insert(&f, "e"), "full");
  cr_expect_eq(field_take_dropped(), 1);
  cr_assert_str_eq(buf, "abcd\xc3\xa9");
  char small[4] = "ab";
  field_init(&f, small, sizeof small, false, false);
  cr_assert_not(field_insert(&f, "\xe2\x82\xac"), "a 3-byte character in 1 byte: nothing");
  cr_assert_str_eq(small, "ab");
  cr_expect_eq(field_take_dropped(), 3);
}

Test(textedit, a_click_puts_the_caret_at_the_nearest_character)
{
  char buf[32] = "élève";
  text_field f;
  field_init(&f, buf, sizeof buf, false, true);
  field_click(&f, 0.0);
  cr_assert_eq(f.caret, 0);
  cr_assert_eq(f.anchor, 0, "nothing selected");
  field_click(&f, 2.0 / 6.0); /* 5 characters and the caret's bar: after "él" */
  cr_assert_eq(f.caret, 3, "two characters, three bytes");
  field_click(&f, 1.0);
  cr_assert_eq(f.caret, strlen(buf));
}
