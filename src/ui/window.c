/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window and its events (see window.h). */
#include "ui/window.h"

#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "ui/audio.h"
#include "ui/render.h"

/* The event type of window_wake, registered once. */
static Uint32 wake_event = (Uint32)-1;

struct ui_window {
  SDL_Window *win;
  ui_renderer *ui;
  char *dropped;   /* the path of the last INPUT_DROP */
  char *pasted;    /* the text of the last paste */
  unsigned heard;  /* the view's sounds played up to this serial (sound.h) */
  unsigned copied; /* the view's clipboard text last copied */
  ui_audio *audio; /* made at the first sound (audio.h) */
  /* Presenter mode: the teacher's window knows its audience window, which
   * knows its teacher's (and neither sounds nor copies). */
  ui_window *audience, *teacher;
  int placed;         /* the audience's display index (full screen there), -1 a window */
  SDL_Rect placed_on; /* that display's bounds when it was placed */
  unsigned frames;    /* frames drawn: the teacher's miniature of the audience's follows it */
};

/* The displays: SDL's, or HOSHI_DISPLAYS="WxH+X+Y,..." for tests (Xvfb's
 * screens reach SDL 2.26 as one display, its Xinerama heads overlap). */
typedef struct displays {
  int n;
  SDL_Rect r[8];
  bool fake; /* from HOSHI_DISPLAYS: not SDL's, so no SDL full screen on them */
} displays;

static void displays_get(displays *d)
{
  memset(d, 0, sizeof *d);
#ifdef HOSHI_TEST_HOOKS
  const char *fake = SDL_getenv("HOSHI_DISPLAYS");
#else
  const char *fake = NULL; /* a package's build: the tests' hook is not read */
#endif
  if (fake && *fake) {
    d->fake = true;
    for (const char *p = fake; *p && d->n < 8; p += strcspn(p, ","), p += *p == ',') {
      SDL_Rect *r = &d->r[d->n];
      if (sscanf(p, "%dx%d+%d+%d", &r->w, &r->h, &r->x, &r->y) == 4 && r->w > 0 && r->h > 0)
        d->n++;
    }
    if (d->n > 0)
      return;
    d->fake = false;
  }
  int n = SDL_GetNumVideoDisplays();
  for (int i = 0; i < n && d->n < 8; i++)
    if (SDL_GetDisplayBounds(i, &d->r[d->n]) == 0 && d->r[d->n].w > 0)
      d->n++;
}

/* The display that holds the centre of a window, or 0. */
static int display_of(const displays *d, SDL_Window *win)
{
  int x, y, w, h;
  SDL_GetWindowPosition(win, &x, &y);
  SDL_GetWindowSize(win, &w, &h);
  SDL_Point c = {x + w / 2, y + h / 2};
  for (int i = 0; i < d->n; i++)
    if (SDL_PointInRect(&c, &d->r[i]))
      return i;
  return 0;
}

/* Where the audience window belongs: a display other than the teacher's
 * (its bounds in *r), or -1 when there is only one. */
static int audience_target(const ui_window *t, const displays *d, SDL_Rect *r)
{
  int mine = display_of(d, t->win);
  for (int i = 0; i < d->n; i++)
    if (i != mine) {
      *r = d->r[i];
      return i;
    }
  return -1;
}

/* Puts the audience window where it belongs now: full screen on the other
 * display (moved there when that display changed), or, when the display it
 * was on went away, a window on the teacher's screen. Nothing when it is
 * already there (a window the teacher dragged stays where it was put).
 * Returns whether it was moved. */
static bool place_audience(ui_window *a)
{
  displays d;
  displays_get(&d);
  SDL_Rect r;
  int target = audience_target(a->teacher, &d, &r);
  if (target >= 0) {
    if (a->placed >= 0 && SDL_RectEquals(&r, &a->placed_on))
      return false;
    /* SDL moves a full-screen window only out of full screen. */
    SDL_SetWindowFullscreen(a->win, 0);
    SDL_SetWindowBordered(a->win, SDL_FALSE);
    SDL_SetWindowPosition(a->win, r.x, r.y);
    SDL_SetWindowSize(a->win, r.w, r.h);
    if (!d.fake)
      SDL_SetWindowFullscreen(a->win, SDL_WINDOW_FULLSCREEN_DESKTOP);
    a->placed = target;
    a->placed_on = r;
    return true;
  }
  if (a->placed < 0)
    return false;
  /* Its display is gone: a window on the one that is left, two thirds of it. */
  SDL_SetWindowFullscreen(a->win, 0);
  SDL_SetWindowBordered(a->win, SDL_TRUE);
  r = d.n > 0 ? d.r[0] : (SDL_Rect){0, 0, 1280, 720};
  SDL_SetWindowSize(a->win, r.w * 2 / 3, r.h * 2 / 3);
  SDL_SetWindowPosition(a->win, r.x + r.w / 6, r.y + r.h / 6);
  a->placed = -1;
  return true;
}

ui_window *window_open_audience(ui_window *t, const char *title, hoshi_error *why)
{
  if (t->audience) {
    hoshi_fail(why, "%s", _("The audience window is already open"));
    return NULL;
  }
  ui_window *a = SDL_calloc(1, sizeof *a);
  if (!a) {
    hoshi_fail(why, "%s", _("out of memory"));
    return NULL;
  }
  a->teacher = t;
  displays d;
  displays_get(&d);
  SDL_Rect r;
  a->placed = audience_target(t, &d, &r);
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  /* Shown without taking the focus: the teacher types on.
   * (SDL_HINT_WINDOW_NO_ACTIVATION_WHEN_SHOWN, SDL 2.0.22) */
  SDL_SetHint("SDL_WINDOW_NO_ACTIVATION_WHEN_SHOWN", "1");
  if (a->placed >= 0) {
    a->placed_on = r;
    flags |= d.fake ? SDL_WINDOW_BORDERLESS : SDL_WINDOW_FULLSCREEN_DESKTOP;
    a->win = SDL_CreateWindow(title, r.x, r.y, r.w, r.h, flags);
  } else {
    r = d.n > 0 ? d.r[0] : (SDL_Rect){0, 0, 1920, 1080};
    a->win = SDL_CreateWindow(title, SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, r.w * 2 / 3,
                              r.h * 2 / 3, flags);
  }
  if (!a->win) {
    hoshi_fail(why, _("Cannot open a window: %s"), SDL_GetError());
    SDL_free(a);
    return NULL;
  }
  SDL_SetHint("SDL_WINDOW_NO_ACTIVATION_WHEN_SHOWN", "0");
  SDL_SetWindowMinimumSize(a->win, 320, 240);
  if (!(a->ui = render_new(why))) {
    SDL_DestroyWindow(a->win);
    SDL_free(a);
    return NULL;
  }
  t->audience = a;
  /* A window manager that gave it the focus anyway gives it back. */
  SDL_RaiseWindow(t->win);
  return a;
}

bool window_audience_on_display(const ui_window *a) { return a && a->placed >= 0; }

int window_display_count(void)
{
  displays d;
  displays_get(&d);
  return d.n;
}

ui_window *window_open(const window_options *o, hoshi_error *why)
{
  ui_window *w = SDL_calloc(1, sizeof *w);
  if (!w) {
    hoshi_fail(why, "%s", _("out of memory"));
    return NULL;
  }
  /* Hoshi draws into the window's own surface (see render.h): keep SDL
   * from putting an OpenGL texture behind it. */
  SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
  /* A click that focuses the window also plays: one click, one action. */
  SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
    hoshi_fail(why, _("Cannot open a window: %s"), SDL_GetError());
    SDL_free(w);
    return NULL;
  }
  /* The engines' workers wake the loop with an event of Hoshi's own. */
  if (wake_event == (Uint32)-1)
    wake_event = SDL_RegisterEvents(1);
  /* With no display SDL falls back to an invisible offscreen window and
   * Hoshi would wait forever for input nobody can give: refuse unless that
   * driver was asked for. */
  const char *driver = SDL_GetCurrentVideoDriver();
  const char *asked = SDL_getenv("SDL_VIDEODRIVER");
  if (driver && (strcmp(driver, "offscreen") == 0 || strcmp(driver, "dummy") == 0) &&
      !(asked && strcmp(asked, driver) == 0)) {
    /* A display named that did not answer (an X server restarting) is
     * not the same trouble as none named. */
    const char *named = SDL_getenv("DISPLAY");
    if (!named || !*named)
      named = SDL_getenv("WAYLAND_DISPLAY");
    if (named && *named)
      hoshi_fail(why,
                 _("Cannot open a window: the display %s did not answer. "
                   "hoshi --gtp and hoshi --score work without one."),
                 named);
    else
      hoshi_fail(why, _("Cannot open a window: no display (is DISPLAY or WAYLAND_DISPLAY set?). "
                        "hoshi --gtp and hoshi --score work without one."));
    SDL_Quit();
    SDL_free(w);
    return NULL;
  }
  int width = o->width, height = o->height;
  if (width <= 0 || height <= 0) {
    SDL_Rect usable;
    if (SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
      width = usable.w * 85 / 100;
      height = usable.h * 85 / 100;
    } else {
      width = 1280;
      height = 720;
    }
  }
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  if (o->fullscreen)
    flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
  w->win = SDL_CreateWindow(o->title ? o->title : "Hoshi", SDL_WINDOWPOS_CENTERED,
                            SDL_WINDOWPOS_CENTERED, width, height, flags);
  if (!w->win) {
    hoshi_fail(why, _("Cannot open a window: %s"), SDL_GetError());
    goto fail;
  }
  SDL_SetWindowMinimumSize(w->win, 320, 240);
  w->ui = render_new(why);
  if (!w->ui)
    goto fail;
  return w;
fail:
  window_close(w);
  return NULL;
}

void window_close(ui_window *w)
{
  if (!w)
    return;
  if (w->audience)
    window_close(w->audience);
  render_free(w->ui);
  if (w->win)
    SDL_DestroyWindow(w->win);
  SDL_free(w->dropped);
  SDL_free(w->pasted);
  audio_free(w->audio);
  ui_window *teacher = w->teacher;
  SDL_free(w);
  if (teacher)
    teacher->audience = NULL; /* SDL goes on for the teacher's window */
  else
    SDL_Quit();
}

void window_drawable(ui_window *w, int *width, int *height)
{
  SDL_GetWindowSizeInPixels(w->win, width, height);
}

static enum input_key key_of(SDL_Keycode k, char *ch)
{
  *ch = 0;
  if ((k >= 'a' && k <= 'z') || (k >= '0' && k <= '9')) {
    *ch = (char)k;
    return KEY_CHAR;
  }
  switch (k) {
  case SDLK_ESCAPE:
    return KEY_ESCAPE;
  case SDLK_RETURN:
  case SDLK_KP_ENTER:
    return KEY_ENTER;
  case SDLK_TAB:
    return KEY_TAB;
  case SDLK_BACKSPACE:
    return KEY_BACKSPACE;
  case SDLK_DELETE:
    return KEY_DELETE;
  case SDLK_SPACE:
    return KEY_SPACE;
  case SDLK_LEFT:
    return KEY_LEFT;
  case SDLK_RIGHT:
    return KEY_RIGHT;
  case SDLK_UP:
    return KEY_UP;
  case SDLK_DOWN:
    return KEY_DOWN;
  case SDLK_HOME:
    return KEY_HOME;
  case SDLK_END:
    return KEY_END;
  case SDLK_PAGEUP:
    return KEY_PAGE_UP;
  case SDLK_PAGEDOWN:
    return KEY_PAGE_DOWN;
  case SDLK_PLUS:
  case SDLK_EQUALS:
  case SDLK_KP_PLUS:
    return KEY_PLUS;
  case SDLK_MINUS:
  case SDLK_KP_MINUS:
    return KEY_MINUS;
  case SDLK_F1:
    return KEY_F1;
  case SDLK_F2:
    return KEY_F2;
  case SDLK_F3:
    return KEY_F3;
  case SDLK_F5:
    return KEY_F5;
  case SDLK_F6:
    return KEY_F6;
  case SDLK_F7:
    return KEY_F7;
  case SDLK_F11:
    return KEY_F11;
  default:
    if (k >= SDLK_KP_1 && k <= SDLK_KP_0) {
      *ch = k == SDLK_KP_0 ? '0' : (char)('1' + (k - SDLK_KP_1));
      return KEY_CHAR;
    }
    return KEY_OTHER;
  }
}

/* Mouse positions come in window points; the layout is in drawable pixels. */
static void to_drawable(ui_window *w, int x, int y, double *px, double *py)
{
  int ww, wh, dw, dh;
  SDL_GetWindowSize(w->win, &ww, &wh);
  window_drawable(w, &dw, &dh);
  *px = ww > 0 ? x * (double)dw / ww : x;
  *py = wh > 0 ? y * (double)dh / wh : y;
}

static void locate(ui_window *w, const ui_layout *l, const ui_plan *p, int x, int y, ui_input *in)
{
  double px, py;
  to_drawable(w, x, y, &px, &py);
  if (p) {
    plan_locate(p, l, px, py, in);
    return;
  }
  in->tool_item = layout_toolbar_at(l, px, py) + 1;
  in->on_board = layout_point_at(l, px, py, &in->x, &in->y);
  in->on_panel = layout_contains(l->panel, px, py);
}

void window_wake(void *window)
{
  (void)window;
  if (wake_event == (Uint32)-1)
    return;
  SDL_Event e;
  SDL_zero(e);
  e.type = wake_event;
  SDL_PushEvent(&e); /* thread-safe; a full queue drops it, and the tick comes */
}

/* A key pressed: Hoshi's key, or Ctrl+V in a text field, which types the
 * clipboard's text. Returns whether the input means something. */
static bool key_input(ui_window *w, const SDL_Event *ev, ui_input *in)
{
  const SDL_Keysym *ks = &ev->key.keysym;
  if (ks->sym == SDLK_v && (ks->mod & KMOD_CTRL) && SDL_IsTextInputActive() &&
      SDL_HasClipboardText()) {
    /* Ctrl+V in a text field: the clipboard's text, typed. */
    SDL_free(w->pasted);
    w->pasted = SDL_GetClipboardText();
    in->kind = INPUT_TEXT;
    in->paste = w->pasted;
    return w->pasted && w->pasted[0];
  }
  in->kind = INPUT_KEY;
  in->key = key_of(ks->sym, &in->ch);
  SDL_Keymod m = ks->mod;
  in->ctrl = (m & KMOD_CTRL) != 0;
  in->shift = (m & KMOD_SHIFT) != 0;
  in->alt = (m & KMOD_ALT) != 0;
  return in->key != KEY_OTHER;
}

/* Whose event: SDL's queue is one for both windows; each event names its
 * window. Inputs count only from the teacher's window; an event of a window
 * already closed (the audience's, still queued) goes to nobody. */
enum route { TO_TEACHER, TO_AUDIENCE, TO_NOBODY };

static enum route route(const ui_window *w, const SDL_Event *e)
{
  Uint32 id;
  switch (e->type) {
  case SDL_WINDOWEVENT:
    id = e->window.windowID;
    break;
  case SDL_KEYDOWN:
  case SDL_KEYUP:
    id = e->key.windowID;
    break;
  case SDL_TEXTINPUT:
    id = e->text.windowID;
    break;
  case SDL_MOUSEBUTTONDOWN:
  case SDL_MOUSEBUTTONUP:
    id = e->button.windowID;
    break;
  case SDL_MOUSEMOTION:
    id = e->motion.windowID;
    break;
  case SDL_MOUSEWHEEL:
    id = e->wheel.windowID;
    break;
  case SDL_DROPFILE:
    id = e->drop.windowID;
    break;
  case SDL_DISPLAYEVENT:
    return w->audience ? TO_AUDIENCE : TO_TEACHER; /* a display come or gone */
  default:
    return TO_TEACHER; /* SDL_QUIT */
  }
  if (w->audience && id == SDL_GetWindowID(w->audience->win)) {
    /* The keyboard is the teacher's, even when a click on the projector's
     * screen gave the room's window the focus. */
    bool typed = e->type == SDL_KEYDOWN || e->type == SDL_KEYUP || e->type == SDL_TEXTINPUT;
    return typed ? TO_TEACHER : TO_AUDIENCE;
  }
  return id == 0 || id == SDL_GetWindowID(w->win) ? TO_TEACHER : TO_NOBODY;
}

/* The audience window's events: its close button, and what makes it draw
 * again (its size, a display come or gone, which may move it). */
static bool audience_event(ui_window *a, const SDL_Event *e, ui_input *in)
{
  if (e->type == SDL_DISPLAYEVENT) {
    place_audience(a);
    in->kind = INPUT_AUDIENCE_REDRAW;
    return true;
  }
  if (e->type != SDL_WINDOWEVENT)
    return false;
  switch (e->window.event) {
  case SDL_WINDOWEVENT_CLOSE:
    in->kind = INPUT_AUDIENCE_CLOSED;
    return true;
  case SDL_WINDOWEVENT_SIZE_CHANGED:
  case SDL_WINDOWEVENT_DISPLAY_CHANGED:
    place_audience(a); /* a projector's new resolution: fill it again */
    in->kind = INPUT_AUDIENCE_REDRAW;
    return true;
  case SDL_WINDOWEVENT_EXPOSED:
  case SDL_WINDOWEVENT_RESTORED:
  case SDL_WINDOWEVENT_MAXIMIZED:
  case SDL_WINDOWEVENT_SHOWN:
    in->kind = INPUT_AUDIENCE_REDRAW;
    return true;
  default:
    return false;
  }
}

/* The teacher's window closed, resized or shown again, or left by the
 * pointer. */
static bool window_event(const SDL_Event *e, ui_input *in)
{
  switch (e->window.event) {
  case SDL_WINDOWEVENT_CLOSE:
    in->kind = INPUT_QUIT;
    return true;
  case SDL_WINDOWEVENT_SIZE_CHANGED:
  case SDL_WINDOWEVENT_EXPOSED:
  case SDL_WINDOWEVENT_RESTORED:
  case SDL_WINDOWEVENT_MAXIMIZED:
    in->kind = INPUT_RESIZE;
    return true;
  case SDL_WINDOWEVENT_LEAVE:
    in->kind = INPUT_LEAVE;
    return true;
  default:
    return false;
  }
}

/* A click, a release, a move or the wheel, located on the plan. */
static bool mouse_input(ui_window *w, const ui_layout *l, const ui_plan *p, const SDL_Event *e,
                        ui_input *in)
{
  switch (e->type) {
  case SDL_MOUSEBUTTONDOWN:
    in->kind = INPUT_CLICK;
    in->clicks = e->button.clicks;
    in->button = e->button.button == SDL_BUTTON_LEFT    ? 1
                 : e->button.button == SDL_BUTTON_RIGHT ? 3
                                                        : 2;
    locate(w, l, p, e->button.x, e->button.y, in);
    return true;
  case SDL_MOUSEBUTTONUP:
    if (e->button.button != SDL_BUTTON_LEFT)
      return false;
    in->kind = INPUT_RELEASE;
    in->button = 1;
    locate(w, l, p, e->button.x, e->button.y, in);
    return true;
  case SDL_MOUSEMOTION:
    in->kind = INPUT_MOTION;
    in->held = (e->motion.state & SDL_BUTTON_LMASK) != 0;
    locate(w, l, p, e->motion.x, e->motion.y, in);
    return true;
  case SDL_MOUSEWHEEL: {
    in->kind = INPUT_WHEEL;
    in->wheel = e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e->wheel.y : e->wheel.y;
    int mx, my;
    SDL_GetMouseState(&mx, &my);
    locate(w, l, p, mx, my, in);
    in->panel_cue = 0;
    return in->wheel != 0;
  }
  default:
    return false;
  }
}

bool window_wait(ui_window *w, const ui_layout *l, const ui_plan *p, ui_input *in, int timeout_ms)
{
  SDL_Event e;
  memset(in, 0, sizeof *in);
  if (timeout_ms < 0 ? !SDL_WaitEvent(&e) : !SDL_WaitEventTimeout(&e, timeout_ms)) {
    in->kind = INPUT_TICK;
    return timeout_ms >= 0;
  }
  if (e.type == wake_event) {
    in->kind = INPUT_ENGINE;
    return true;
  }
  switch (route(w, &e)) {
  case TO_AUDIENCE:
    return audience_event(w->audience, &e, in);
  case TO_NOBODY:
    return false;
  case TO_TEACHER:
    break;
  }
  switch (e.type) {
  case SDL_QUIT:
    in->kind = INPUT_QUIT;
    return true;
  case SDL_DISPLAYEVENT:
    in->kind = INPUT_DISPLAYS;
    in->displays = window_display_count();
    return true;
  case SDL_WINDOWEVENT:
    return window_event(&e, in);
  case SDL_KEYDOWN:
    return key_input(w, &e, in);
  case SDL_TEXTINPUT:
    in->kind = INPUT_TEXT;
    snprintf(in->text, sizeof in->text, "%s", e.text.text);
    return true;
  case SDL_MOUSEBUTTONDOWN:
  case SDL_MOUSEBUTTONUP:
  case SDL_MOUSEMOTION:
  case SDL_MOUSEWHEEL:
    return mouse_input(w, l, p, &e, in);
  case SDL_DROPFILE:
    SDL_free(w->dropped);
    w->dropped = e.drop.file;
    in->kind = INPUT_DROP;
    in->path = w->dropped;
    return true;
  default:
    return false;
  }
}

bool window_pending(ui_window *w)
{
  (void)w;
  return SDL_PollEvent(NULL) == 1;
}

ui_measure window_measure(ui_window *w) { return render_measure(w->ui); }

void window_draw(ui_window *w, const ui_view *v, const ui_layout *l, const ui_plan *p)
{
  if (w->teacher) { /* the audience window: the teacher's sounds and copies, once */
    w->heard = v->sounds.serial;
    w->copied = v->copied;
  }
  if (v->sounds.serial != w->heard) {
    if (!w->audio)
      w->audio = audio_new();
    audio_play(w->audio, &v->sounds, &w->heard, v->sound_volume);
  }
  if (v->copied != w->copied) {
    w->copied = v->copied;
    if (v->clipboard && SDL_SetClipboardText(v->clipboard) != 0)
      fprintf(stderr, "hoshi: nothing copied: %s\n", SDL_GetError());
  }
  /* The surface is made again by SDL after a resize: ask for it each time. */
  SDL_Surface *s = SDL_GetWindowSurface(w->win);
  if (!s)
    return;
  /* The teacher's window shows the audience's last frame in miniature
   * (the layout's slot, when it has one): the pixels the room sees. */
  if (w->audience && l->miniature.w > 0)
    render_set_room(w->ui, SDL_GetWindowSurface(w->audience->win), w->audience->frames);
  render_frame(w->ui, s, v, l, p);
  SDL_UpdateWindowSurface(w->win);
  w->frames++;
}

void window_set_fullscreen(ui_window *w, bool on)
{
  SDL_SetWindowFullscreen(w->win, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
}

bool window_is_fullscreen(ui_window *w)
{
  return (SDL_GetWindowFlags(w->win) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
}

void window_set_title(ui_window *w, const char *title) { SDL_SetWindowTitle(w->win, title); }

void window_text_input(ui_window *w, bool on)
{
  (void)w;
  if (on && !SDL_IsTextInputActive())
    SDL_StartTextInput();
  else if (!on && SDL_IsTextInputActive())
    SDL_StopTextInput();
}
