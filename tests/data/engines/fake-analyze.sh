#!/bin/bash
# A GTP engine that analyses, for the tests of Hoshi's analysis
# (tests/test_analyze.c): fake-analyze.sh MODE. Modes:
#   kata     kata-analyze: streams "info move ... winrate 0.6 scoreLead 3.5"
#            lines (from the view of the player to move) until the next command
#   lz       lz-analyze: the same in Leela Zero's form (win rate in 1/10000)
#   long     kata, with long lines often (a 600-move pv; every fourth line an
#            18 KB pv, longer than Hoshi's buffer) and many of them: a look
#            says far more than the buffer holds, as KataGo's with ownership
#   garbage  answers the analysis with text that is not GTP
#   exit     exits when asked to analyse
#   hang     never answers the analysis
#   estimate estimate_score only, as GNU Go answers it:
#            "W+10.3 (upper bound: 12.0, lower: 8.6)"
#   words    estimate_score only, answered in words
# Every other command is answered with an empty success.
mode=$1
moves=0
size=19
pv=
if [ "$mode" = long ]; then
  pv=$(printf ' D4 C3%.0s' {1..300})
  huge=$(printf ' D4 C3%.0s' {1..3000})
fi
wait_s=0.05
[ "$mode" = long ] && wait_s=0.005
reports=0
answer() { printf '=%s %s\n\n' "$1" "$2"; }
while read -r id cmd args; do
  case $id in
  [0-9]*) ;;
  *) args="$cmd $args"; cmd=$id; id= ;;
  esac
  case $cmd in
  list_commands)
    printf '=%s protocol_version\nname\nlist_commands\nboardsize\nclear_board\nkomi\nplay\nundo\nquit\n' "$id"
    case $mode in
    lz) printf 'lz-analyze\n' ;;
    estimate|words) printf 'estimate_score\n' ;;
    *) printf 'kata-analyze\n' ;;
    esac
    printf '\n' ;;
  estimate_score)
    if [ "$mode" = words ]; then
      answer "$id" "too early to say: the corners are open and nothing is settled yet"
    else
      answer "$id" "W+10.3 (upper bound: 12.0, lower: 8.6)"
    fi ;;
  name) answer "$id" "FakeAnalyze" ;;
  play) moves=$((moves + 1)); answer "$id" "" ;;
  undo) moves=$((moves - 1)); answer "$id" "" ;;
  clear_board) moves=0; answer "$id" "" ;;
  boardsize) size=$args; answer "$id" "" ;;
  quit) answer "$id" ""; exit 0 ;;
  kata-analyze|lz-analyze)
    case $mode in
    exit) exit 3 ;;
    hang) while :; do sleep 1; done ;;
    garbage) printf 'this is not GTP\n\n'; continue ;;
    esac
    printf '=%s\n' "$id"
    # The lead grows with the moves played, so each position differs.
    while :; do
      if [ "$mode" = lz ]; then
        printf 'info move D4 visits 40 winrate 6000 prior 2000 order 0 pv D4 C3 info move C3 visits 10 winrate 5500 prior 1000 order 1 pv C3\n'
      else
        reports=$((reports + 1))
        if [ "$mode" = long ] && ((reports % 4 == 0)); then
          printf 'info move Q16 visits 1 winrate 0.1 scoreLead -9.5 prior 0.2 order 0 pv%s\n' "$huge"
          continue
        fi
        printf 'info move D4 visits 40 winrate 0.6 scoreLead %d.5 prior 0.2 order 0 pv D4 C3%s info move C3 visits 10 winrate 0.55 scoreLead 1.0 prior 0.1 order 1 pv C3' "$moves" "$pv"
        case $args in
        *ownership\ true*)
          # The left half the player to move's, the right half the other's.
          printf ' ownership'
          for ((y = 0; y < size; y++)); do
            for ((x = 0; x < size; x++)); do
              if ((2 * x < size - 1)); then printf ' 0.9'; elif ((2 * x > size - 1)); then printf ' -0.9'; else printf ' 0'; fi
            done
          done ;;
        esac
        printf '\n'
      fi
      if read -r -t "$wait_s" next; then
        printf '\n'
        set -- $next
        case $1 in [0-9]*) printf '=%s\n\n' "$1" ;; *) printf '=\n\n' ;; esac
        break
      fi
    done ;;
  *) answer "$id" "" ;;
  esac
done
