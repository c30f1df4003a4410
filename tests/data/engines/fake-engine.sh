#!/bin/sh
# A GTP engine that misbehaves on purpose, for the tests of Hoshi's engine
# players (tests/test_players.c): fake-engine.sh MODE. It writes every
# command it reads to stderr (Hoshi's engine log), so tests can see what
# Hoshi sent. Modes, for genmove unless said:
#   pass     answers pass          resign    answers resign
#   crash    dies of SIGSEGV       hang      never answers
#   garbage  answers non-GTP text  slow      answers pass once $HOSHI_FAKE_RELEASE exists
#   refuse   answers an error      refuse-play  refuses every play command
#   exit-at-start  exits with status 1 before reading anything
#   no-undo  like pass, but does not list undo
#   fork-hang  starts a child of its own (its pid on stderr), then hangs
#   illegal  answers E5 (on 9x9, where the tests' person plays first)
#   not-a-move  answers Z99, which is no point
#   move-exit  answers C3 after 1 s, then exits
mode=$1
echo "fake engine: mode $mode" >&2
if [ "$mode" = exit-at-start ]; then
  echo "fake engine: cannot start" >&2
  exit 1
fi
while read -r id cmd args; do
  case $id in
  [0-9]*) ;;
  *) args="$cmd $args"; cmd=$id; id= ;;
  esac
  echo "fake engine read: $cmd $args" >&2
  case $cmd in
  list_commands)
    printf '=%s protocol_version\nname\nversion\nlist_commands\nboardsize\nclear_board\nkomi\n' "$id"
    [ "$mode" = no-undo ] || printf 'undo\n'
    printf 'play\ngenmove\nfixed_handicap\nset_free_handicap\nfinal_status_list\nquit\n\n'
    ;;
  name) printf '=%s Fake\n\n' "$id" ;;
  version) printf '=%s %s\n\n' "$id" "$mode" ;;
  quit) printf '=%s\n\n' "$id"; exit 0 ;;
  fixed_handicap)
    # The GTP pattern for two stones on 9x9 (the only one the tests use).
    printf '=%s G7 C3\n\n' "$id" ;;
  play)
    if [ "$mode" = refuse-play ]; then
      printf '?%s illegal move\n\n' "$id"
    else
      printf '=%s\n\n' "$id"
    fi
    ;;
  genmove)
    case $mode in
    crash) kill -SEGV $$ ;;
    hang) exec sleep 1000 ;;
    fork-hang)
      # A child of its own (as an engine run through a shell has), then a hang.
      sleep 1001 &
      echo "fake engine child: $!" >&2
      exec sleep 1000 ;;
    garbage) printf 'hello, I am not GTP\n\n' ;;
    slow)
      # Until the test says (the file HOSHI_FAKE_RELEASE names appears),
      # 30 s at most; a second when no file is named.
      if [ -n "$HOSHI_FAKE_RELEASE" ]; then
        n=0
        while [ ! -e "$HOSHI_FAKE_RELEASE" ] && [ $n -lt 600 ]; do sleep 0.05; n=$((n + 1)); done
      else
        sleep 1
      fi
      printf '=%s pass\n\n' "$id" ;;
    resign) printf '=%s resign\n\n' "$id" ;;
    illegal) printf '=%s E5\n\n' "$id" ;;
    not-a-move) printf '=%s Z99\n\n' "$id" ;;
    move-exit) sleep 1; printf '=%s C3\n\n' "$id"; exit 0 ;;
    refuse) printf '?%s cannot generate a move\n\n' "$id" ;;
    *) printf '=%s pass\n\n' "$id" ;;
    esac
    ;;
  final_status_list) printf '=%s\n\n' "$id" ;;
  *) printf '=%s\n\n' "$id" ;;
  esac
done
