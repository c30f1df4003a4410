/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table of keys (see keys.h). */
#include "app/keys.h"

#include <ctype.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "app/tools.h"
#include "ui/view.h"

#define PLAY      KEY_MODE(MODE_PLAY)
#define SCORE     KEY_MODE(MODE_SCORE)
#define WINDOW    (PLAY | SCORE) /* the board on screen, with no dialog over it */
#define PROBLEM   KEY_MODE(MODE_PROBLEM)
#define GUESS     KEY_MODE(MODE_GUESS)
#define EXERCISES (PROBLEM | GUESS)
#define LISTS     (KEY_MODE(MODE_OPEN) | KEY_MODE(MODE_SAVE_AS))
#define GAMES     KEY_MODE(MODE_GAMES)
#define EXPORT    KEY_MODE(MODE_EXPORT)
#define LEARN     KEY_MODE(MODE_LEARN)
#define DIALOGS                                                                                    \
  (KEY_MODE(MODE_NEW_GAME) | KEY_MODE(MODE_OPEN) | KEY_MODE(MODE_SAVE_AS) |                        \
   KEY_MODE(MODE_CONFIRM) | KEY_MODE(MODE_RESTORE) | KEY_MODE(MODE_PROMPT) | KEY_MODE(MODE_INFO) | \
   EXPORT | GAMES | LEARN)
#define TEXT_MODES                                                                                 \
  (KEY_MODE(MODE_COMMENT) | KEY_MODE(MODE_PROMPT) | KEY_MODE(MODE_INFO) |                          \
   KEY_MODE(MODE_NEW_GAME) | KEY_MODE(MODE_SAVE_AS))

/* Chords, briefly: a key with Shift any (letters), exactly (arrows), Ctrl. */
#define K(k, a)                                                                                    \
  {                                                                                                \
    INPUT_KEY, k, 0, 0, a                                                                          \
  }
#define K_ANY(k, a)                                                                                \
  {                                                                                                \
    INPUT_KEY, k, 0, CHORD_SHIFT_ANY, a                                                            \
  }
#define SHIFT(k, a)                                                                                \
  {                                                                                                \
    INPUT_KEY, k, 0, CHORD_SHIFT, a                                                                \
  }
#define CH(c, a)                                                                                   \
  {                                                                                                \
    INPUT_KEY, KEY_CHAR, c, CHORD_SHIFT_ANY, a                                                     \
  }
#define CTRL(c, a)                                                                                 \
  {                                                                                                \
    INPUT_KEY, KEY_CHAR, c, CHORD_CTRL | CHORD_SHIFT_ANY, a                                        \
  }
#define CTRL_K(k, a)                                                                               \
  {                                                                                                \
    INPUT_KEY, k, 0, CHORD_CTRL | CHORD_SHIFT_ANY, a                                               \
  }
#define CTRL_ONLY(c, a)                                                                            \
  {                                                                                                \
    INPUT_KEY, KEY_CHAR, c, CHORD_CTRL, a                                                          \
  }
#define CTRL_SHIFT(c, a)                                                                           \
  {                                                                                                \
    INPUT_KEY, KEY_CHAR, c, CHORD_CTRL | CHORD_SHIFT, a                                            \
  }
#define CLICK                                                                                      \
  {                                                                                                \
    INPUT_CLICK, 1, 0, CHORD_ON_BOARD | CHORD_SHIFT_ANY, 0                                         \
  }
#define WHEEL                                                                                      \
  {                                                                                                \
    INPUT_WHEEL, 0, 0, CHORD_SHIFT_ANY, 0                                                          \
  }
#define ON_LINE(click, a)                                                                          \
  {                                                                                                \
    INPUT_CLICK, 1, click, CHORD_SHIFT_ANY | CHORD_ON_LINE, a                                      \
  }
#define SHIFT_CH(c, a)                                                                             \
  {                                                                                                \
    INPUT_KEY, KEY_CHAR, c, CHORD_SHIFT, a                                                         \
  }
#define ON_PANEL(kind)                                                                             \
  {                                                                                                \
    kind, 0, 0, CHORD_SHIFT_ANY | CHORD_ON_PANEL, 0                                                \
  }

/* TRANSLATORS: the keys' letters stay as they are (they are the keys);
 * only the names of keys (Shift, Enter, Space, Esc, Home, End, Page Up,
 * Page Down, Left, Right, Up, Down, wheel, click) are translated. */
static const key_binding table[] = {
    {PLAY,
     ACT_CLICK,
     GROUP_PLAYING,
     NULL,
     {CLICK},
     N_("Click"),
     N_("play a move (or place the markup of the tool in hand)")},
    {PLAY,
     ACT_CURSOR,
     GROUP_PLAYING,
     NULL,
     {SHIFT(KEY_LEFT, 1), SHIFT(KEY_RIGHT, 2), SHIFT(KEY_UP, 3), SHIFT(KEY_DOWN, 4),
      K_ANY(KEY_ENTER, 0), K_ANY(KEY_SPACE, 0)},
     N_("Shift+arrows, Enter or Space"),
     N_("move the keyboard cursor, play (or mark) there")},
    {PLAY,
     ACT_PASS,
     GROUP_PLAYING,
     NULL,
     {CH('p', 0)},
     N_("P"),
     N_("pass (after two passes the scoring screen opens; passes never end the capture game)")},
    {PLAY, ACT_RESIGN, GROUP_PLAYING, NULL, {CH('r', 0)}, N_("R"), N_("resign (asks first)")},
    {PLAY,
     ACT_SCORE,
     GROUP_PLAYING,
     NULL,
     {CH('s', 0)},
     N_("S"),
     N_("score the position now: the scoring screen")},
    {WINDOW,
     ACT_NO_RESULT,
     GROUP_PLAYING,
     NULL,
     {CH('n', 0)},
     N_("N"),
     N_("no result, after a whole-board repetition under Japanese rules (J89 art. 12)")},
    {WINDOW,
     ACT_UNDO,
     GROUP_PLAYING,
     NULL,
     {CTRL_ONLY('z', -1), CTRL('y', 1), CTRL_SHIFT('z', 1)},
     N_("Ctrl+Z, Ctrl+Y"),
     N_("undo and redo (the move stays in the record as a variation)")},
    {PLAY,
     ACT_STEP,
     GROUP_MOVING,
     NULL,
     {K(KEY_LEFT, -1), K(KEY_RIGHT, 1), WHEEL},
     N_("Left, Right, wheel"),
     N_("one move back, one move forward")},
    {PLAY,
     ACT_STEP_TEN,
     GROUP_MOVING,
     NULL,
     {K(KEY_PAGE_UP, -1), K(KEY_PAGE_DOWN, 1)},
     N_("Page Up, Page Down"),
     N_("ten moves back, ten moves forward")},
    {PLAY,
     ACT_ENDS,
     GROUP_MOVING,
     NULL,
     {K_ANY(KEY_HOME, -1), K_ANY(KEY_END, 1)},
     N_("Home, End"),
     N_("the start, the end of the line")},
    {PLAY,
     ACT_VARIATION,
     GROUP_MOVING,
     NULL,
     {K(KEY_UP, -1), K(KEY_DOWN, 1)},
     N_("Up, Down"),
     N_("the previous, the next variation of this move")},
    {PLAY,
     ACT_VARIATION,
     GROUP_MOVING,
     NULL,
     {ON_LINE(CLICK_VARIATION, 1)},
     N_("Click the variations line"),
     N_("the next variation of this move")},
    {PLAY,
     ACT_TOOL,
     GROUP_LESSON,
     NULL,
     {CH('1', TOOL_TRIANGLE), CH('2', TOOL_SQUARE), CH('3', TOOL_CIRCLE), CH('4', TOOL_CROSS)},
     N_("1 2 3 4"),
     N_("markup tool: triangle, square, circle, cross")},
    {PLAY,
     ACT_TOOL,
     GROUP_LESSON,
     NULL,
     {CH('5', TOOL_LETTERS), CH('6', TOOL_NUMBERS)},
     N_("5 6"),
     N_("markup tool: letters (A, B, ...), numbers (1, 2, ...)")},
    {PLAY,
     ACT_TOOL,
     GROUP_LESSON,
     NULL,
     {CH('7', TOOL_ARROW), CH('8', TOOL_LINE), CH('9', TOOL_DIM)},
     N_("7 8 9"),
     N_("markup tool: arrow, line (drag from point to point), dim points")},
    {PLAY,
     ACT_TOOL,
     GROUP_LESSON,
     NULL,
     {CH('l', TOOL_LABEL)},
     N_("L"),
     N_("markup tool: a label of your own text (asks for it)")},
    {PLAY,
     ACT_TOOL,
     GROUP_LESSON,
     NULL,
     {CH('b', TOOL_BLACK), CH('w', TOOL_WHITE), {INPUT_KEY, KEY_CHAR, 'x', 0, TOOL_ERASE}},
     N_("B, W, X"),
     N_("set up the position: add Black, add White, erase (click or drag; no captures)")},
    {PLAY,
     ACT_SETUP_TURN,
     GROUP_LESSON,
     NULL,
     {CH('f', 0), ON_LINE(CLICK_TURN, 0)},
     N_("F, click the turn line"),
     N_("set up who plays next: the other colour")},
    {PLAY,
     ACT_SETUP_CLEAR,
     GROUP_LESSON,
     NULL,
     {SHIFT_CH('x', 0)},
     N_("Shift+X"),
     N_("clear the board (a setup that empties it)")},
    {PLAY,
     ACT_NEW_PROBLEM,
     GROUP_LESSON,
     NULL,
     {CTRL_SHIFT('n', 0)},
     N_("Ctrl+Shift+N"),
     N_("new problem: an empty board with the add Black tool in hand")},
    {PLAY,
     ACT_COMMENT,
     GROUP_LESSON,
     NULL,
     {CTRL_ONLY('e', 0), ON_LINE(CLICK_COMMENT, 0)},
     N_("Ctrl+E, click the comment"),
     N_("write or edit the comment of this move")},
    {PLAY,
     ACT_NAME_NODE,
     GROUP_LESSON,
     NULL,
     {K_ANY(KEY_F2, 0)},
     N_("F2"),
     N_("name this move (a title for the lesson)")},
    {PLAY,
     ACT_HANDOUT,
     GROUP_LESSON,
     NULL,
     {CTRL_SHIFT('h', 0)},
     N_("Ctrl+Shift+H"),
     N_("this move in the handout, or out of it (exported as \"the marked moves\"; HOSHIPRINT[1] "
        "in the SGF)")},
    {PLAY, ACT_GOTO, GROUP_MOVING, NULL, {CH('g', 0)}, N_("G"), N_("go to move number ...")},
    {WINDOW,
     ACT_GAMES,
     GROUP_FILES,
     NULL,
     {CTRL('g', 0), ON_LINE(CLICK_GAMES, 0)},
     N_("Ctrl+G, click \"Game 2 of 5\""),
     N_("the games of a file that holds several: choose another")},
    {PLAY,
     ACT_SHOW_NEXT,
     GROUP_MOVING,
     NULL,
     {CH('v', 0)},
     N_("V"),
     N_("show the next moves on the board when there are variations, or not")},
    {PLAY,
     ACT_TREE_GOTO,
     GROUP_MOVING,
     NULL,
     {{INPUT_CLICK, 1, 0, CHORD_SHIFT_ANY | CHORD_ON_TREE, 0}},
     N_("Click in the tree"),
     N_("go to that move (the tree under the panel: the main line on top, each variation on its "
        "own "
        "row, the line through this move drawn wider)")},
    {PLAY,
     ACT_GRAPH_GOTO,
     GROUP_MOVING,
     NULL,
     {{INPUT_CLICK, 1, CLICK_ON_GRAPH, CHORD_SHIFT_ANY | CHORD_ON_TREE, 0}},
     N_("Click in the graph"),
     N_("go to that move of the main line (the graph of an analysed record: Shift+A, or hoshi "
        "--analyze)")},
    {PLAY,
     ACT_ANALYZE,
     GROUP_ANALYSIS,
     NULL,
     {{INPUT_KEY, KEY_CHAR, 'a', 0, 0}},
     N_("A"),
     N_("analysis on or off: an engine's candidate moves and win rates on the board")},
    {PLAY,
     ACT_ANALYZE_GAME,
     GROUP_ANALYSIS,
     NULL,
     {SHIFT_CH('a', 0)},
     N_("Shift+A"),
     N_("analyse the whole game (each position's estimate, the graph under the panel); again: "
        "stop")},
    {PLAY,
     ACT_OWNERSHIP,
     GROUP_ANALYSIS,
     NULL,
     {CH('o', 0)},
     N_("O"),
     N_("the analysing engine's territory estimate shaded on the board, or not (KataGo)")},
    {PLAY,
     ACT_TREE,
     GROUP_MOVING,
     NULL,
     {CTRL('t', 0)},
     N_("Ctrl+T"),
     N_("the game tree shown or hidden")},
    {PLAY,
     ACT_PROMOTE,
     GROUP_MOVING,
     NULL,
     {CTRL_K(KEY_UP, 0)},
     N_("Ctrl+Up"),
     N_("make this line the main line")},
    {PLAY,
     ACT_DELETE_NODE,
     GROUP_MOVING,
     NULL,
     {CTRL_K(KEY_DELETE, 0)},
     N_("Ctrl+Delete"),
     N_("delete this move and what follows it (asks first)")},
    {PLAY,
     ACT_GAME_INFO,
     GROUP_LESSON,
     NULL,
     {CTRL('i', 0), ON_LINE(CLICK_INFO, 0)},
     N_("Ctrl+I, click the players"),
     N_("game information: players, ranks, event, date, place, result, komi, rules")},
    {PLAY,
     ACT_ESCAPE,
     GROUP_PLAYING,
     N_("Esc"),
     {K_ANY(KEY_ESCAPE, 0), ON_LINE(CLICK_TOOL, 0)},
     N_("Esc, click the tool line"),
     N_("stop the engine that is thinking; back to playing (put the tool down); close a "
        "dialog")},
    {PLAY,
     ACT_ENGINE,
     GROUP_PLAYING,
     NULL,
     {CH('e', 0)},
     N_("E"),
     N_("the engine of the player to move: hand its colour to a person, or give it back")},
    {WINDOW,
     ACT_NEW_GAME,
     GROUP_FILES,
     NULL,
     {CTRL('n', 0)},
     N_("Ctrl+N"),
     N_("new game: size, rule set, players, handicap, komi")},
    {WINDOW,
     ACT_OPEN,
     GROUP_FILES,
     NULL,
     {CTRL('o', 0)},
     N_("Ctrl+O"),
     N_("open a game (the file list); you can also drop a file on the window")},
    {WINDOW,
     ACT_SAVE,
     GROUP_FILES,
     NULL,
     {CTRL_ONLY('s', 0), CTRL_SHIFT('s', 1)},
     N_("Ctrl+S, Ctrl+Shift+S"),
     N_("save, save as")},
    {WINDOW,
     ACT_EXPORT,
     GROUP_FILES,
     NULL,
     {CTRL_SHIFT('e', 0)},
     N_("Ctrl+Shift+E"),
     N_("export: this position, the main line or the marked moves as a handout, the problems, "
        "the counting page (PDF, SVG, PNG)")},
    {WINDOW,
     ACT_COPY_DIAGRAM,
     GROUP_FILES,
     NULL,
     {CTRL_SHIFT('c', 0)},
     N_("Ctrl+Shift+C"),
     N_("copy the position to the clipboard as Sensei's Library writes diagrams ($$ lines)")},
    {WINDOW | EXERCISES,
     ACT_QUIT,
     GROUP_FILES,
     NULL,
     {CTRL('q', 0)},
     N_("Ctrl+Q"),
     N_("quit (asks first when moves are not saved)")},
    {WINDOW | EXERCISES,
     ACT_FULLSCREEN,
     GROUP_WINDOW,
     NULL,
     {K_ANY(KEY_F11, 0)},
     N_("F11"),
     N_("fullscreen on or off")},
    {WINDOW | EXERCISES,
     ACT_THEME,
     GROUP_WINDOW,
     NULL,
     {CH('t', 0)},
     N_("T"),
     N_("classic or projector theme")},
    {WINDOW | EXERCISES,
     ACT_PRESENTER,
     GROUP_WINDOW,
     NULL,
     {K_ANY(KEY_F5, 0)},
     N_("F5"),
     N_("presenter mode on or off: a second window for the room (on the projector) shows the "
        "board, the comment and the count, without the toolbar, the tree or the dialogs")},
    {WINDOW | EXERCISES,
     ACT_HOLD,
     GROUP_WINDOW,
     NULL,
     {K(KEY_F6, 0), SHIFT(KEY_F6, 1), ON_LINE(CLICK_HOLD, 0), ON_LINE(CLICK_HOLD_BACK, 1)},
     N_("F6, Shift+F6, click the line \"The room sees\" or \"Release, back\""),
     N_("presenter mode: hold the room's view on this position while you try variations, or "
        "release it to where you are; Shift+F6 releases it and takes you back to the position "
        "held")},
    {WINDOW | EXERCISES,
     ACT_LASER,
     GROUP_WINDOW,
     NULL,
     {K_ANY(KEY_F7, 0), ON_LINE(CLICK_LASER, 0)},
     N_("F7, click the line \"Laser pointer\""),
     N_("presenter mode: the laser pointer on or off (where you point on your board, a large dot "
        "on the room's)")},
    {WINDOW,
     ACT_CLOCK_PAUSE,
     GROUP_CLOCK,
     NULL,
     {CTRL('p', 0)},
     N_("Ctrl+P"),
     N_("pause the clock, start it again")},
    {WINDOW | EXERCISES,
     ACT_SOUND,
     GROUP_WINDOW,
     NULL,
     {CTRL_ONLY('m', 0), CTRL_SHIFT('m', 1)},
     N_("Ctrl+M, Ctrl+Shift+M"),
     N_("sounds on or off (a stone played, a capture, a pass, the clock's warning, a problem's "
        "verdict); Ctrl+Shift+M: their volume, 100, 60 or 30")},
    {WINDOW | EXERCISES,
     ACT_TOOLBAR,
     GROUP_WINDOW,
     NULL,
     {CTRL('b', 0)},
     N_("Ctrl+B"),
     N_("the toolbar shown or hidden (hidden: a clean board for the projector)")},
    {WINDOW | EXERCISES,
     ACT_TEXT_SIZE,
     GROUP_WINDOW,
     NULL,
     {CTRL_K(KEY_PLUS, 1), CTRL_K(KEY_MINUS, -1), CTRL('0', 0)},
     N_("Ctrl+plus, Ctrl+minus, Ctrl+0"),
     N_("larger, smaller, normal text and panel")},
    {WINDOW | EXERCISES,
     ACT_COORDINATES,
     GROUP_WINDOW,
     NULL,
     {CH('c', 0)},
     N_("C"),
     N_("coordinates on or off")},
    {PLAY, ACT_NUMBERS, GROUP_WINDOW, NULL, {CH('m', 0)}, N_("M"), N_("move numbers on or off")},
    {WINDOW | EXERCISES | KEY_MODE(MODE_COMMENT),
     ACT_HELP,
     GROUP_WINDOW,
     N_("F1"),
     {K_ANY(KEY_F1, 0)},
     N_("F1"),
     N_("this list of keys")},
    {WINDOW | EXERCISES,
     ACT_PANEL_SCROLL,
     GROUP_WINDOW,
     NULL,
     {ON_PANEL(INPUT_WHEEL), ON_PANEL(INPUT_CLICK), SHIFT(KEY_PAGE_UP, -1),
      SHIFT(KEY_PAGE_DOWN, 1)},
     N_("Wheel over the panel, click on its arrow, Shift+Page Up, Shift+Page Down"),
     N_("scroll the panel when it holds more than it shows (an arrow says so): a long comment, "
        "the reasons")},
    {SCORE,
     ACT_EXPLAIN,
     GROUP_SCORING,
     N_("X"),
     {CH('x', 0), {INPUT_CLICK, 1, 0, CHORD_SHIFT_ANY | CHORD_ON_TABLE, 0}},
     N_("Scoring: X, click on the table"),
     N_("explain: the table and every reason in large type over the board (X, Esc or a click "
        "closes)")},
    {SCORE,
     ACT_PANEL_SCROLL,
     GROUP_SCORING,
     NULL,
     {K_ANY(KEY_PAGE_UP, -1), K_ANY(KEY_PAGE_DOWN, 1)},
     N_("Scoring: Page Up, Page Down"),
     N_("scroll the panel: the table and every reason")},
    {SCORE,
     ACT_TOGGLE_DEAD,
     GROUP_SCORING,
     N_("Click"),
     {CLICK},
     N_("Scoring: click"),
     N_("mark a group and its region dead, or alive again")},
    {SCORE,
     ACT_REASON,
     GROUP_SCORING,
     N_("Up/Down"),
     {K_ANY(KEY_UP, -1), K_ANY(KEY_DOWN, 1), K(KEY_TAB, 1), SHIFT(KEY_TAB, -1)},
     N_("Scoring: Up, Down, Tab"),
     N_("select a reason the counts differ: its points light up")},
    {SCORE,
     ACT_VIEW,
     GROUP_SCORING,
     N_("V"),
     {CH('v', 0)},
     N_("Scoring: V"),
     N_("Japanese view (territory marks) or Chinese view (area shaded)")},
    {SCORE,
     ACT_COLUMN,
     GROUP_SCORING,
     N_("1, 2"),
     {CH('1', 1), CH('2', 2)},
     N_("Scoring: 1, 2"),
     N_("change the rule set of the first, the second column (in the quiz: answers 1 and 2)")},
    {SCORE,
     ACT_DEMO,
     GROUP_SCORING,
     N_("D"),
     {CH('d', 0)},
     N_("Scoring: D"),
     N_("counting demonstration: Japanese, Chinese, French quick count, off")},
    {SCORE,
     ACT_DEMO_STEP,
     GROUP_SCORING,
     N_("Right, Left"),
     {K_ANY(KEY_LEFT, -1), K_ANY(KEY_RIGHT, 1)},
     N_("Scoring: Left, Right"),
     N_("the previous, the next step of the demonstration")},
    {SCORE,
     ACT_ENGINE_DEAD,
     GROUP_SCORING,
     N_("E"),
     {CH('e', 0)},
     N_("Scoring: E"),
     N_("ask an engine for its dead stones (final_status_list dead) as the marks")},
    {SCORE,
     ACT_ACCEPT,
     GROUP_SCORING,
     N_("Enter"),
     {K_ANY(KEY_ENTER, 0)},
     N_("Scoring: Enter"),
     N_("accept: result, territory and counts written to the record")},
    {SCORE,
     ACT_RESUME,
     GROUP_SCORING,
     N_("R"),
     {CH('r', 0), CH('b', COLOR_BLACK), CH('w', COLOR_WHITE)},
     N_("Scoring: R, then B or W"),
     N_("resume play; the other player moves first (J89 art. 9-3)")},
    /* The counting quiz: 1 and 2 answer through ACT_COLUMN, whose row
     * comes first (scoring_action knows the quiz is open). */
    {SCORE,
     ACT_QUIZ,
     GROUP_SCORING,
     N_("Q"),
     {CH('q', 0), ON_LINE(CLICK_QUIZ, 0)},
     N_("Scoring: Q, click \"Quiz\""),
     N_("counting quiz: the counts hidden, who wins and by how much under each column's rules "
        "(Q again: start over)")},
    {SCORE,
     ACT_QUIZ_ANSWER,
     GROUP_SCORING,
     NULL,
     {CH('3', 3), CH('4', 4), ON_LINE(CLICK_QUIZ_1, 1), ON_LINE(CLICK_QUIZ_2, 2),
      ON_LINE(CLICK_QUIZ_3, 3), ON_LINE(CLICK_QUIZ_4, 4)},
     N_("Quiz: 1 to 4, click an answer"),
     N_("answer the question; after the last, the counts and what the answers missed")},
    {SCORE,
     ACT_ESCAPE,
     GROUP_SCORING,
     N_("Esc"),
     {K_ANY(KEY_ESCAPE, 0), ON_LINE(CLICK_QUIZ_END, 0)},
     N_("Scoring: Esc, click \"Close the quiz\""),
     N_("close the quiz or the demonstration; leave scoring without recording")},
    /* Exercises (exercise.h): entered from the board. */
    {WINDOW | EXERCISES,
     ACT_LEARN,
     GROUP_EXERCISES,
     NULL,
     {K_ANY(KEY_F3, 0)},
     N_("F3"),
     N_("learn: the beginners' course, its sets with your progress; Enter starts the next "
        "problem")},
    {PLAY | EXERCISES,
     ACT_PROBLEM,
     GROUP_EXERCISES,
     NULL,
     {CH('k', 0), ON_LINE(CLICK_PROBLEM, 0)},
     N_("K, click \"A problem\""),
     N_("this position as a problem: the student answers on the board, Hoshi replies "
        "(K or Esc: back)")},
    {PLAY | EXERCISES,
     ACT_GUESS,
     GROUP_EXERCISES,
     NULL,
     {CH('h', 0)},
     N_("H"),
     N_("guess the next moves of this record, one by one (H or Esc: back)")},
    {PLAY,
     ACT_MARK_LINE,
     GROUP_EXERCISES,
     NULL,
     {SHIFT_CH('y', -1), {INPUT_KEY, KEY_CHAR, 'y', 0, 1}},
     N_("Y, Shift+Y"),
     N_("writing a problem: the line played to here is a correct answer, a wrong one")},
    {EXERCISES,
     ACT_CLICK,
     GROUP_EXERCISES,
     N_("Click"),
     {CLICK},
     N_("Exercise: click"),
     N_("answer the problem there; guess the next move there")},
    {EXERCISES,
     ACT_CURSOR,
     GROUP_EXERCISES,
     NULL,
     {SHIFT(KEY_LEFT, 1), SHIFT(KEY_RIGHT, 2), SHIFT(KEY_UP, 3), SHIFT(KEY_DOWN, 4),
      K_ANY(KEY_ENTER, 0), K_ANY(KEY_SPACE, 0)},
     N_("Exercise: Shift+arrows, Enter"),
     N_("move the keyboard cursor, answer or guess there")},
    {EXERCISES,
     ACT_PASS,
     GROUP_EXERCISES,
     N_("P"),
     {CH('p', 0)},
     N_("Exercise: P"),
     N_("answer or guess a pass")},
    {PROBLEM,
     ACT_TRY_AGAIN,
     GROUP_EXERCISES,
     N_("Ctrl+Z"),
     {CTRL_ONLY('z', -1), K_ANY(KEY_BACKSPACE, -1), K(KEY_LEFT, -1), ON_LINE(CLICK_TRY_AGAIN, -1)},
     N_("Problem: Ctrl+Z, Left, click \"Try again\""),
     N_("take the wrong move back and try again")},
    {PROBLEM,
     ACT_ENDS,
     GROUP_EXERCISES,
     NULL,
     {K_ANY(KEY_HOME, -1), ON_LINE(CLICK_RESTART, -1)},
     N_("Problem: Home, click \"This problem again\""),
     N_("the problem from its start")},
    {PROBLEM,
     ACT_PROBLEM_NEXT,
     GROUP_EXERCISES,
     NULL,
     {K(KEY_PAGE_DOWN, 1), K(KEY_PAGE_UP, -1), ON_LINE(CLICK_NEXT, 1), ON_LINE(CLICK_PREVIOUS, -1)},
     N_("Problem: Page Down, Page Up"),
     N_("the next, the previous problem of the set")},
    {PROBLEM,
     ACT_SHOW_ANSWER,
     GROUP_EXERCISES,
     N_("V"),
     {CH('v', 0), ON_LINE(CLICK_ANSWER, 0)},
     N_("Problem: V, click \"Show the answer\""),
     N_("the correct moves from here shown on the board, or hidden")},
    {PROBLEM,
     ACT_PROBLEM_RESET,
     GROUP_EXERCISES,
     NULL,
     {CTRL_K(KEY_DELETE, 0), ON_LINE(CLICK_RESET_SET, 0)},
     N_("Problem: Ctrl+Delete, click \"Reset the set's counts\""),
     N_("the set's counts back to nothing")},
    {GUESS,
     ACT_STEP,
     GROUP_EXERCISES,
     N_("Right"),
     {K(KEY_LEFT, -1), K(KEY_RIGHT, 1), ON_LINE(CLICK_SHOW_NEXT, 1)},
     N_("Guess: Left, Right, click \"Show the next move\""),
     N_("a move back; the next move shown without a guess")},
    {EXERCISES,
     ACT_ESCAPE,
     GROUP_EXERCISES,
     N_("Esc"),
     {K_ANY(KEY_ESCAPE, 0), ON_LINE(CLICK_LEAVE, 0)},
     N_("Exercise: Esc"),
     N_("back to the board")},
    /* The dialogs: their hint lines say the same briefly. */
    {KEY_MODE(MODE_NEW_GAME),
     ACT_FIELD,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_UP, -1), K_ANY(KEY_DOWN, 1), K(KEY_TAB, 1), SHIFT(KEY_TAB, -1)},
     N_("New game: Up, Down, Tab"),
     N_("the previous, the next field")},
    {KEY_MODE(MODE_NEW_GAME),
     ACT_CHANGE,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_LEFT, -1), K_ANY(KEY_RIGHT, 1), K_ANY(KEY_MINUS, -3), K_ANY(KEY_PLUS, 3),
      K_ANY(KEY_SPACE, 2)},
     N_("New game: Left, Right, Space"),
     N_("change the choice or step the number; in a name, move the caret (type in the text "
        "fields: a field's text is selected when you reach it)")},
    {KEY_MODE(MODE_NEW_GAME),
     ACT_ERASE,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_BACKSPACE, 0)},
     N_("New game: Backspace"),
     N_("erase the last letter of the text field")},
    {KEY_MODE(MODE_NEW_GAME),
     ACT_ACCEPT,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_ENTER, 0)},
     N_("New game: Enter"),
     N_("start the game")},
    {LISTS | GAMES | LEARN,
     ACT_LIST,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_UP, -1), K_ANY(KEY_DOWN, 1)},
     N_("Files, games: Up, Down"),
     N_("the previous, the next file or game (in save as, Up from the list goes to the name)")},
    {LISTS | GAMES | LEARN,
     ACT_LIST_PAGE,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_PAGE_UP, -1), K_ANY(KEY_PAGE_DOWN, 1)},
     N_("Files, games: Page Up, Page Down"),
     N_("a page of the list up, down")},
    {LISTS | GAMES | LEARN,
     ACT_LIST_ENDS,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_HOME, -1), K_ANY(KEY_END, 1)},
     N_("Files, games: Home, End"),
     N_("the first, the last of the list")},
    {LISTS,
     ACT_ALL_FILES,
     GROUP_DIALOGS,
     NULL,
     {CTRL('h', 0)},
     N_("Files: Ctrl+H"),
     N_("list every file, or only the game records (.sgf, in any case)")},
    {LISTS | GAMES,
     ACT_ACCEPT,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_ENTER, 0)},
     N_("Files, games: Enter"),
     N_("open the file, the folder or the game; in save as, save under the name")},
    {LEARN,
     ACT_ACCEPT,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_ENTER, 0)},
     N_("Learn: Enter, double click"),
     N_("start the chosen set at its next problem not solved yet")},
    {LEARN,
     ACT_PRINT_SET,
     GROUP_DIALOGS,
     NULL,
     {CH('p', 0)},
     N_("Learn: P"),
     N_("print the chosen set: an exercise sheet with its answers at the end (a PDF in the home "
        "folder)")},
    {LISTS,
     ACT_ERASE,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_BACKSPACE, 0)},
     N_("Files: Backspace"),
     N_("up a folder (in save as, erase a letter of the name)")},
    {EXPORT,
     ACT_FIELD,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_UP, -1), K_ANY(KEY_DOWN, 1), K(KEY_TAB, 1), SHIFT(KEY_TAB, -1)},
     N_("Export: Up, Down, Tab"),
     N_("the previous, the next row")},
    {EXPORT,
     ACT_CHANGE,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_LEFT, -1), K_ANY(KEY_RIGHT, 1), K_ANY(KEY_SPACE, 2)},
     N_("Export: Left, Right, Space"),
     N_("change the choice (Region: \"drag\" closes the dialog while you drag a rectangle on the "
        "board)")},
    {EXPORT,
     ACT_ACCEPT,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_ENTER, 0)},
     N_("Export: Enter"),
     N_("write the file")},
    {KEY_MODE(MODE_REGION),
     ACT_CLICK,
     GROUP_DIALOGS,
     NULL,
     {CLICK},
     N_("Export region: press, drag, release"),
     N_("the rectangle of the board to export, from corner to corner")},
    {KEY_MODE(MODE_REGION),
     ACT_CANCEL,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_ESCAPE, 0)},
     N_("Export region: Esc"),
     N_("back to the dialog, the region as it was")},
    {KEY_MODE(MODE_NEW_GAME) | LISTS | EXPORT | GAMES | LEARN,
     ACT_CANCEL,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_ESCAPE, 0)},
     N_("Dialogs: Esc"),
     N_("close the dialog without doing anything")},
    {KEY_MODE(MODE_CONFIRM),
     ACT_ANSWER,
     GROUP_DIALOGS,
     NULL,
     {CH('y', ANSWER_YES), CH('n', ANSWER_NO), CH('s', ANSWER_SAVE), CH('d', ANSWER_DISCARD),
      CH('c', ANSWER_CANCEL), K_ANY(KEY_ESCAPE, ANSWER_CANCEL)},
     N_("Questions: Y, N, S, D, Esc"),
     N_("yes, no; save first, discard the changes, cancel (the question says which)")},
    {KEY_MODE(MODE_RESTORE),
     ACT_ACCEPT,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_ENTER, 0)},
     N_("After a crash: Enter"),
     N_("restore the game Hoshi was playing when it stopped")},
    {KEY_MODE(MODE_RESTORE),
     ACT_CANCEL,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_ESCAPE, 0)},
     N_("After a crash: Esc"),
     N_("do not restore it; the old game is kept in a file")},
    {KEY_MODE(MODE_RESTORE),
     ACT_RESTORE_MOVES,
     GROUP_DIALOGS,
     NULL,
     {CH('r', 0)},
     N_("After a crash while opening a game: R"),
     N_("restore its moves only: no analysis, no scoring marks, at its start (Enter goes on "
        "without it)")},
    {TEXT_MODES,
     ACT_EDIT,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_LEFT, 0), K_ANY(KEY_RIGHT, 0), K_ANY(KEY_HOME, 0), K_ANY(KEY_END, 0),
      K_ANY(KEY_BACKSPACE, 0), K_ANY(KEY_DELETE, 0)},
     N_("Text: Left, Right, Home, End, Backspace, Delete"),
     N_("move the caret (Ctrl: by words; Shift: select), erase")},
    {TEXT_MODES,
     ACT_EDIT,
     GROUP_DIALOGS,
     NULL,
     {{INPUT_KEY, KEY_LEFT, 0, CHORD_CTRL | CHORD_SHIFT_ANY, 0},
      {INPUT_KEY, KEY_RIGHT, 0, CHORD_CTRL | CHORD_SHIFT_ANY, 0},
      {INPUT_KEY, KEY_HOME, 0, CHORD_CTRL | CHORD_SHIFT_ANY, 0},
      {INPUT_KEY, KEY_END, 0, CHORD_CTRL | CHORD_SHIFT_ANY, 0},
      CTRL_ONLY('a', 0)},
     N_("Text: Ctrl+A"),
     N_("select everything (typing then replaces it)")},
    {KEY_MODE(MODE_COMMENT),
     ACT_EDIT,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_UP, 0), K_ANY(KEY_DOWN, 0), K_ANY(KEY_ENTER, 0)},
     N_("Comment: Up, Down, Enter"),
     N_("a line up, down; a new line")},
    {KEY_MODE(MODE_COMMENT),
     ACT_ACCEPT,
     GROUP_DIALOGS,
     NULL,
     {CTRL_K(KEY_ENTER, 0),
      K_ANY(KEY_ESCAPE, 0),
      {INPUT_CLICK, 0, 0, CHORD_SHIFT_ANY | CHORD_ON_BOARD, 0}},
     N_("Comment: Ctrl+Enter, Esc, click the board"),
     N_("done: the comment is kept")},
    {KEY_MODE(MODE_PROMPT) | KEY_MODE(MODE_INFO),
     ACT_ACCEPT,
     GROUP_DIALOGS,
     N_("Enter"),
     {K_ANY(KEY_ENTER, 0)},
     N_("Question, game information: Enter"),
     N_("use what was typed")},
    {KEY_MODE(MODE_INFO),
     ACT_FIELD,
     GROUP_DIALOGS,
     N_("Up, Down, Tab"),
     {K_ANY(KEY_UP, -1), K_ANY(KEY_DOWN, 1), K(KEY_TAB, 1), SHIFT(KEY_TAB, -1)},
     N_("Game information: Up, Down, Tab"),
     N_("the previous, the next field")},
    {KEY_MODE(MODE_PROMPT) | KEY_MODE(MODE_INFO),
     ACT_CANCEL,
     GROUP_DIALOGS,
     N_("Esc"),
     {K_ANY(KEY_ESCAPE, 0)},
     N_("Question, game information: Esc"),
     N_("close without changing anything")},
    {DIALOGS,
     ACT_ROW,
     GROUP_DIALOGS,
     N_("click"),
     {{INPUT_CLICK, 1, CLICK_ON_ROW, CHORD_SHIFT_ANY, 0}},
     N_("Dialogs: click, double-click"),
     N_("choose the field, the file or the answer; its < > change a choice; a double click "
        "opens a file; a button does what it says")},
    {KEY_MODE(MODE_NEW_GAME) | LISTS | KEY_MODE(MODE_PROMPT) | KEY_MODE(MODE_INFO) | EXPORT |
         GAMES | LEARN,
     ACT_CANCEL,
     GROUP_DIALOGS,
     N_("click outside"),
     {{INPUT_CLICK, 1, CLICK_OUTSIDE, CHORD_SHIFT_ANY, 0}},
     N_("Dialogs: click outside"),
     N_("close the dialog without doing anything")},
    {LISTS | GAMES | LEARN,
     ACT_LIST,
     GROUP_DIALOGS,
     NULL,
     {WHEEL, ON_PANEL(INPUT_WHEEL)}, /* over the dialog's box too (the window counts it as panel) */
     N_("Files, games: wheel"),
     N_("scroll the list")},
    {KEY_MODE(MODE_HELP),
     ACT_PANEL_SCROLL,
     GROUP_DIALOGS,
     NULL,
     {K_ANY(KEY_PAGE_UP, -1), K_ANY(KEY_PAGE_DOWN, 1), WHEEL, ON_PANEL(INPUT_WHEEL),
      ON_PANEL(INPUT_CLICK)},
     N_("Keys list: Page Up, Page Down, wheel"),
     N_("the previous, the next page of keys (a click on the arrow too)")},
    {KEY_MODE(MODE_HELP),
     ACT_CLOSE_HELP,
     GROUP_DIALOGS,
     NULL,
     {{INPUT_KEY, KEY_ANY, 0, CHORD_SHIFT_ANY | CHORD_CTRL, 0},
      {INPUT_KEY, KEY_ANY, 0, CHORD_SHIFT_ANY, 0},
      {INPUT_CLICK, 0, 0, CHORD_SHIFT_ANY, 0}},
     N_("Keys list: any key, click"),
     N_("close this list")},
};

#define ROWS (sizeof table / sizeof table[0])

/* The F1 list (help.c) shows every row under its group's title, one view
 * row each: a key added past VIEW_ROWS would take the last one's place. */
_Static_assert(ROWS + GROUP_COUNT <= VIEW_ROWS, "the F1 list cannot hold the key table: raise "
                                                "VIEW_ROWS in src/ui/view.h");

static bool matches(const key_chord *c, const ui_input *in)
{
  if (c->kind != in->kind)
    return false;
  if (!(c->mods & CHORD_SHIFT_ANY) && in->shift != ((c->mods & CHORD_SHIFT) != 0))
    return false;
  switch (in->kind) {
  case INPUT_KEY:
    if (in->ctrl != ((c->mods & CHORD_CTRL) != 0))
      return false;
    if (c->key == KEY_ANY)
      return true;
    return c->key == in->key && (in->key != KEY_CHAR || c->ch == in->ch);
  case INPUT_CLICK:
    if ((c->mods & CHORD_ON_TREE) && c->ch == CLICK_ON_GRAPH)
      return in->on_graph && in->button == 1;
    if (c->mods & CHORD_ON_TREE)
      return in->on_tree && in->button == 1;
    if (c->mods & CHORD_ON_LINE)
      return in->panel_click == c->ch && in->button == 1;
    if (c->mods & CHORD_ON_TABLE)
      return in->on_table && in->button == 1;
    if (c->mods & CHORD_ON_PANEL)
      return in->panel_cue != 0 && in->button == 1;
    /* A dialog's row, or off its box: ch says which (no place flag). */
    if (c->ch == CLICK_ON_ROW)
      return in->row > 0 && in->button == 1;
    if (c->ch == CLICK_OUTSIDE)
      return in->outside && in->button == 1;
    return (c->key == 0 || c->key == in->button) && (!(c->mods & CHORD_ON_BOARD) || in->on_board);
  case INPUT_WHEEL:
    return ((c->mods & CHORD_ON_PANEL) != 0) == in->on_panel;
  default:
    return false;
  }
}

const key_binding *keys_find(enum app_mode mode, const ui_input *in, int *arg)
{
  for (size_t i = 0; i < ROWS; i++) {
    const key_binding *k = &table[i];
    if (!(k->modes & KEY_MODE(mode)))
      continue;
    for (int c = 0; c < KEY_CHORDS && k->chords[c].kind; c++)
      if (matches(&k->chords[c], in)) {
        *arg = k->chords[c].arg;
        return k;
      }
  }
  return NULL;
}

/* Appends text to out (of len bytes), cutting it where it no longer fits. */
static void append(char *out, size_t len, const char *text)
{
  size_t used = strlen(out);
  if (used < len)
    snprintf(out + used, len - used, "%s", text);
}

void keys_hint(enum app_mode mode, const key_hint_part *parts, size_t n, char *out, size_t len)
{
  out[0] = '\0';
  char keys[128] = "";
  for (size_t p = 0; p < n; p++) {
    for (size_t i = 0; i < ROWS; i++) {
      const key_binding *k = &table[i];
      if (k->action != parts[p].action || !k->hint || !(k->modes & KEY_MODE(mode)))
        continue;
      /* TRANSLATORS: between two keys of a hint line: "Esc or click outside". */
      append(keys, sizeof keys, keys[0] ? _(" or ") : "");
      append(keys, sizeof keys, _(k->hint));
    }
    if (!parts[p].label || !keys[0])
      continue;
    char part[192];
    if (!parts[p].label[0]) /* the keys alone: "Esc" */
      snprintf(part, sizeof part, "%s", keys);
    else
      /* TRANSLATORS: a part of the hint line: the keys, then what they do. */
      snprintf(part, sizeof part, _("%s: %s"), keys, _(parts[p].label));
    /* TRANSLATORS: between two parts of the hint line. */
    append(out, len, out[0] ? _(" - ") : "");
    append(out, len, part);
    keys[0] = '\0';
  }
}

const key_binding *keys_all(size_t *n)
{
  *n = ROWS;
  return table;
}

const char *keys_group_title(enum key_group g)
{
  switch (g) {
  case GROUP_PLAYING:
    return _("Playing");
  case GROUP_MOVING:
    return _("Going through a game");
  case GROUP_LESSON:
    return _("Preparing a lesson");
  case GROUP_ANALYSIS:
    return _("Analysis");
  case GROUP_FILES:
    return _("Games and files");
  case GROUP_WINDOW:
    return _("The window");
  case GROUP_CLOCK:
    return _("The clock");
  case GROUP_SCORING:
    return _("Scoring");
  case GROUP_EXERCISES:
    return _("Exercises");
  case GROUP_DIALOGS:
  case GROUP_COUNT:
    break;
  }
  return _("Dialogs and text fields");
}

/* The English title (docs/keys.md and the man page are in English). */
static const char *group_title_en(enum key_group g)
{
  static const char *const titles[GROUP_COUNT] = {"Playing",
                                                  "Going through a game",
                                                  "Preparing a lesson",
                                                  "Analysis",
                                                  "Games and files",
                                                  "The window",
                                                  "The clock",
                                                  "Scoring",
                                                  "Exercises",
                                                  "Dialogs and text fields"};
  return titles[g < GROUP_COUNT ? g : GROUP_DIALOGS];
}

/* Writes s for roff: a leading '.' or '\'' and every backslash escaped. */
static void roff(FILE *out, const char *s)
{
  if (*s == '.' || *s == '\'')
    fputs("\\&", out);
  for (; *s; s++) {
    if (*s == '\\')
      fputs("\\e", out);
    else if (*s == '-')
      fputs("\\-", out);
    else
      fputc(*s, out);
  }
}

bool keys_print(FILE *out, const char *format)
{
  bool text = strcmp(format, "text") == 0, man = strcmp(format, "man") == 0,
       markdown = strcmp(format, "markdown") == 0;
  if (!text && !man && !markdown)
    return false;
  bool first = true;
  for (int g = 0; g < GROUP_COUNT; g++) {
    if (text)
      fprintf(out, "%s%s:\n", g ? "\n" : "", keys_group_title((enum key_group)g));
    else if (markdown)
      fprintf(out, "%s## %s\n\n| keys | what they do |\n|---|---|\n", g ? "\n" : "",
              group_title_en((enum key_group)g));
    else
      fprintf(out, ".SS %s\n", group_title_en((enum key_group)g));
    for (size_t i = 0; i < ROWS; i++) {
      const key_binding *k = &table[i];
      if (k->group != (enum key_group)g)
        continue;
      if (text) {
        /* Keys too long for their column stand on a line of their own, so
         * that every description starts in the same column. */
        if (i18n_width(_(k->keys)) > 32)
          fprintf(out, "%s\n%33s%s\n", _(k->keys), "", _(k->help));
        else
          fprintf(out, "%-*s %s\n", i18n_pad(_(k->keys), 32), _(k->keys), _(k->help));
      } else if (markdown) {
        fprintf(out, "| %s | %s |\n", k->keys, k->help);
      } else {
        fputs(first ? ".TP 24\n" : ".TP\n", out);
        first = false;
        roff(out, k->keys);
        fputc('\n', out);
        char help[256];
        snprintf(help, sizeof help, "%s", k->help);
        help[0] = (char)toupper((unsigned char)help[0]);
        roff(out, help);
        fputs(".\n", out);
      }
    }
  }
  return true;
}
