"""The interactive session through a real pseudo-terminal: the prompt,
TAB completion of a command word, a player, a colour and a legal slot,
history kept across a restart, Ctrl-C dropping a line, resume offered."""
import os
import time

from common import Checks, Term, hermetic_env, tempdir


def main():
    c = Checks("repl")
    env = hermetic_env(tempdir())
    t = Term(env)
    c.check(t.expect(r"treeref> "), "first prompt")
    t.send("ne\t")
    c.check(t.expect(r"new "), "TAB completes a command word")
    t.send("bte ann bob\r")
    c.check(t.expect(r"treeref bte r1 p1[^>]*> "), f"prompt shows round and pick: {t.buf!r}")
    t.send("place a\t")
    c.check(t.expect(r"ann "), "TAB completes a player")
    t.send("pur\t")
    c.check(t.expect(r"purple "), "TAB completes a colour")
    t.send("2 1\r")
    c.check(t.expect(r"purple room at level 2 slot 1"), "placement accepted")
    t.send("place bob red 2 2\r")
    c.check(t.expect(r"pick 2"), "pick closed")
    # ann's marker is on the left: the only legal level-2 slot for purple is 2
    t.send("place ann purple 2 \t")
    c.check(t.expect(r"purple 2 2"), "TAB completes the one legal slot")
    t.send("\r")
    c.check(t.expect(r"purple room at level 2 slot 2"), "completed slot accepted")
    c.check(t.expect(r"p2[^>]*> "), "prompt after the placement")
    t.send("this line is dropped")
    c.check(t.expect(r"dropped"), "typed text echoed")
    time.sleep(0.2)  # a person pauses before Ctrl-C
    t.send("\x03")
    c.check(t.expect(r"\r\n.*treeref bte r1 p2[^>]*> "), "Ctrl-C gives a fresh prompt")
    t.send("status\r")
    c.check(t.expect(r"still to play: bob"), f"status after Ctrl-C: {t.buf!r}")
    # Ctrl-D at the prompt (once it is drawn) leaves, the game is kept
    c.check(t.expect(r"treeref bte r1 p2[^>]*> "), "the prompt after status")
    t.send("\x04")
    t.close()
    c.check(t.p.returncode == 0, f"Ctrl-D exit status {t.p.returncode}")

    t = Term(env)
    c.check(t.expect(r"Resume it\? \[Y/n\] "), "resume offered")
    t.send("\r")
    c.check(t.expect(r"treeref bte r1 p2[^>]*> "), "resumed at round 1 pick 2")
    t.send("\x1b[A")  # up arrow: the last line of the previous session
    c.check(t.expect(r"status"), "history survives a restart")
    t.send("\x15\r")
    out = os.path.join(env["HOME"], "sheet.csv")
    t.send(f"export scores {out}\r")
    c.check(t.expect(r"Score sheet written"), "export at the terminal")
    t.send(f"export scores {out}\r")
    c.check(t.expect(r"already exists\. Replace it\? \[y/N\] "), "replacing a file is asked")
    t.send("n\r")
    c.check(t.expect(r"was left as it was"), "no keeps the file")
    t.send("new tlh cy dee\r")
    c.check(t.expect(r"not finished\. Start a new one\? \[y/N\] "), "abandoning a game is asked")
    t.send("\r")
    c.check(t.expect(r"The game in progress goes on"), "Enter keeps the game")
    # Ctrl-C at a question cancels it; the next line is a command again
    t.send("new tlh cy dee\r")
    c.check(t.expect(r"Start a new one\? \[y/N\] "), "asked again")
    time.sleep(0.2)
    t.send("\x03")
    c.check(t.expect(r"The game in progress goes on"), f"Ctrl-C answers no: {t.buf!r}")
    t.send("status\r")
    c.check(t.expect(r"Round 1, pick 2 of 5"), f"the line after Ctrl-C runs as a command: {t.buf!r}")
    # Magical Treehouse: a declaration is kept for the next games
    t.send("\r")  # nothing: the question above was answered
    t.send("quit\r")
    t.close()
    t = Term(env)
    c.check(t.expect(r"Resume it\? \[Y/n\] "), "resume offered again")
    t.send("n\r")
    t.send("new magical ann:30 bob:12\r")
    c.check(t.expect(r"magical[^>]*> "), "a Magical Treehouse game")
    t.send("declare apple red\r")
    c.check(t.expect(r"apple: a red ingredient"), "declaration accepted")
    t.send("quit\r")
    t.close()
    kept = os.path.join(env["HOME"], ".config", "treeref", "ingredients")
    c.check(os.path.exists(kept) and open(kept).read() == "apple red\n", "declaration kept in ~/.config")
    t = Term(env)
    t.expect(r"Resume it\? \[Y/n\] ")
    t.send("n\r")
    t.send("new magical cy:40 dee:20\r")
    c.check(t.expect(r"Declarations kept in .*ingredients"), "kept declarations read at new")
    c.check(t.expect(r"apple: a red ingredient"), "kept declaration recorded in the new game")
    t.send("quit\r")
    t.close()
    hist = os.path.join(env["XDG_STATE_HOME"], "treeref", "history")
    c.check(os.path.exists(hist) and (os.stat(hist).st_mode & 0o777) == 0o600,
            "history file has mode 0600")
    c.finish()


if __name__ == "__main__":
    main()
