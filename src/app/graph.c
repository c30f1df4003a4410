/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The estimates' graph (see graph.h). */
#include "app/graph.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The main line's nodes, from the root along first children. */
static int main_line(const game *g, const sgf_node **out, int max)
{
  int n = 0;
  for (const sgf_node *s = g->root; s; s = s->children) {
    if (n < max)
      out[n] = s;
    n++;
  }
  return n;
}

bool graph_wanted(const game *g)
{
  for (const sgf_node *s = g->root; s; s = s->children)
    if (sgf_get(s, "SBKV") || sgf_get(s, "HOSHISCORE"))
      return true;
  return false;
}

void graph_view(const game *g, view_graph *out)
{
  memset(out, 0, sizeof *out);
  out->current = -1;
  for (int k = 0; k < 3; k++)
    out->swing[k] = -1;
  enum { MAX = 100000 };
  static const sgf_node *line[MAX];
  int n = main_line(g, line, MAX);
  if (n > MAX)
    n = MAX;
  bool winrates = false;
  double top = 1;
  for (int i = 0; i < n; i++) {
    winrates |= sgf_get(line[i], "SBKV") != NULL;
    const char *l = sgf_get(line[i], "HOSHISCORE");
    if (l)
      top = fmax(top, fabs(strtod(l, NULL)));
  }
  out->lead = !winrates;
  out->scale = (float)top;
  /* One point a position, sampled when the line is longer than the graph. */
  int points = n < VIEW_GRAPH_POINTS ? n : VIEW_GRAPH_POINTS;
  out->n = points;
  const sgf_node *cur = game_current(g);
  for (int p = 0; p < points; p++) {
    int i = points > 1 ? (int)lround((double)p * (n - 1) / (points - 1)) : 0;
    const char *v = sgf_get(line[i], winrates ? "SBKV" : "HOSHISCORE");
    out->value[p] = !v         ? NAN
                    : winrates ? (float)(strtod(v, NULL) / 100)
                               : (float)(0.5 + strtod(v, NULL) / top / 2);
    for (int k = i; k < n && (points == n || k < i + (n + points - 1) / points); k++)
      if (line[k] == cur)
        out->current = p;
  }
  /* The three biggest drops for the side that moved: where a lesson looks. */
  float drop[3] = {0, 0, 0};
  for (int p = 1; p < points; p++) {
    if (isnan(out->value[p]) || isnan(out->value[p - 1]))
      continue;
    float d = fabsf(out->value[p] - out->value[p - 1]);
    for (int k = 0; k < 3; k++)
      if (d > drop[k]) {
        for (int j = 2; j > k; j--) {
          drop[j] = drop[j - 1];
          out->swing[j] = out->swing[j - 1];
        }
        drop[k] = d;
        out->swing[k] = p;
        break;
      }
  }
}

bool graph_goto(game *g, double at)
{
  int n = 0;
  for (const sgf_node *s = g->root; s; s = s->children)
    n++;
  if (n < 1)
    return false;
  int target = (int)lround(at * (n - 1));
  sgf_node *s = g->root;
  for (int i = 0; i < target && s->children; i++)
    s = s->children;
  return game_goto_node(g, s);
}
