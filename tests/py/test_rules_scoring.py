"""`rules` covers scoring, bonuses and tie-breaks (issue 38, "a table
that needs no manual"): for every game the program referees (treeref
--game-ids), `rules` lists its scoring topics, `rules scoring` (French
`règles décompte`, `règles score`) answers with a summary, every listed
topic answers in both languages, translated; the sums its worked
examples quote add up; and the worked examples of the games that have a
sample game in tests/cli are what the referee computes when that game is
played.  Every check failed before the scoring topics existed."""
import os
import re
import subprocess

from common import DATE, TREEREF, Checks, hermetic_env, registry, tempdir, transcript

LIST_EN = "scoring, a topic at a time (rules TOPIC):"
LIST_FR = "Décompte, un sujet à la fois («\u00a0règles SUJET\u00a0»)\u00a0:"
# a game with one scoring topic (3-High: a team, no bonus, no tie) names
# it alone, without "a topic at a time" nor "bonuses and ties"
ONE = {LIST_EN: r"(?m)^scoring: how a game is scored \(rules (\S+)\)\.$",
       LIST_FR: r"(?m)^Décompte\u00a0: comment une partie se compte \(«\u00a0règles (\S+)\u00a0»\)\.$"}
REFUSED = ("No rule", "Aucune règle")


def tr(env, lang, data, args=()):
    return subprocess.run([TREEREF, "--lang", lang, *args], input=data, env=env,
                          capture_output=True, text=True, timeout=60)


def answer(env, lang, new, line):
    """What `line` answers in a game started by `new`: (stdout after the
    greeting, stderr)."""
    started = tr(env, lang, new + "\n").stdout
    r = tr(env, lang, f"{new}\n{line}\n")
    return r.stdout[len(started):] if r.stdout.startswith(started) else r.stdout, r.stderr


def topics(text, heading):
    """The topic words the listing after `heading` names, in order."""
    at = text.find(heading)
    if at < 0:
        one = re.search(ONE[heading], text)
        return [one.group(1)] if one else []
    rest = text[at + len(heading):]
    # the listing is one paragraph: its continuation lines are indented
    para = [rest.split("\n", 1)[0]]
    for line in rest.split("\n")[1:]:
        if not line.startswith("  "):
            break
        para.append(line)
    body = " ".join(p.strip() for p in para).rstrip(".")
    body = re.sub(r" \([^)]*\)", "", body)  # English: "x2 (x2 card)"
    return [w.strip() for w in body.split(",") if w.strip()]


def lists_and_answers(c, env, games):
    """`rules` lists the scoring topics after the rules, in both
    languages; each listed word answers, not "No rule", and the French
    answer is not the English one."""
    for gid, g in games.items():
        with c.case(f"{gid}: the listing"):
            en, err = answer(env, "en", g["new"], "rules")
            fr, _ = answer(env, "fr", g["new"], "règles")
            words_en, words_fr = topics(en, LIST_EN), topics(fr, LIST_FR)
            c.check("scoring" in words_en, f"{gid}: rules lists no scoring topic: {en[-600:]!r}")
            c.check("décompte" in words_fr, f"{gid}: règles lists no décompte: {fr[-600:]!r}")
            c.check(len(words_en) == len(words_fr),
                    f"{gid}: {len(words_en)} topics in English, {len(words_fr)} in French")
        for lang, words, line in (("en", words_en, "rules"), ("fr", words_fr, "règles")):
            for w in words:
                with c.case(f"{gid}: {line} TOPIC"):
                    out, err = answer(env, lang, g["new"], f"{line} {w}")
                    c.check(out.strip() and not err and not any(r in out + err for r in REFUSED),
                            f"{gid}: {line} {w} -> {out!r} {err!r}")
        for w_en, w_fr in zip(words_en, words_fr):
            with c.case(f"{gid}: translated"):
                en, _ = answer(env, "en", g["new"], f"rules {w_en}")
                fr, _ = answer(env, "fr", g["new"], f"règles {w_fr}")
                # the same topic, in French: English words gone, the
                # numbers of its worked example the same
                c.check(en != fr and " the " not in fr and " and " not in fr,
                        f"{gid}: règles {w_fr} is not French: {fr!r}")
                # (the numbers of the text, not of its name: "level5",
                # "bonus de niveau 5")
                en, fr = en.split(": ", 1)[-1], fr.split("\u00a0: ", 1)[-1]
                c.check(numbers(en) == numbers(fr),
                        f"{gid}: rules {w_en} quotes {numbers(en)}, règles {w_fr} {numbers(fr)}")


def numbers(text):
    return sorted(set(re.findall(r"\d+", text)))


def scoring_answers(c, env, games):
    """`rules scoring` answers in English, `règles décompte`, `règles
    score` and the English word in French."""
    for gid, g in games.items():
        for lang, line, tag in (("en", "rules scoring", "scoring: "),
                                ("en", "rules score", "scoring: "),
                                ("fr", "règles décompte", "Décompte\u00a0: "),
                                ("fr", "regles decompte", "Décompte\u00a0: "),
                                ("fr", "règles score", "Décompte\u00a0: "),
                                ("fr", "règles scoring", "Décompte\u00a0: ")):
            out, err = answer(env, lang, g["new"], line)
            c.check(out.startswith(tag) and not err, f"{gid}: {line} -> {out!r} {err!r}")


def sums_add_up(c, env, games):
    """Every sum a topic quotes ("6 × 2 + 2 = 14") adds up."""
    n = 0
    for gid, g in games.items():
        en, _ = answer(env, "en", g["new"], "rules")
        for w in topics(en, LIST_EN):
            text, _ = answer(env, "en", g["new"], f"rules {w}")
            flat = " ".join(text.split())
            for expr, total in re.findall(r"(\d+(?: [-×+] \d+)+) = (\d+)", flat):
                n += 1
                got = eval(expr.replace("×", "*"))  # digits, ×, + and - only
                c.check(got == int(total), f"{gid}: rules {w}: {expr} = {total}, not {got}")
    c.check(n >= 1, "no worked sum in any game's scoring topics")


def bte_x2(c, env, games):
    """Best Treehouse Ever's game changers: `rules x2`, `rules zero`,
    French `règles x2` naming the rulebook's « 2 », `règles pas-de-point`."""
    if "bte" not in games:
        return
    new = games["bte"]["new"]
    for lang, line, want in (("en", "rules x2", "x2"), ("en", "rules zero", "zero"),
                             ("fr", "règles x2", "carte de changement «\u00a02\u00a0»"),
                             ("fr", "règles pasdepoint", "«\u00a0pas de point\u00a0»")):
        out, err = answer(env, lang, new, line)
        c.check(want in out and not err, f"{line} -> {out!r} {err!r}")


def played(env, name):
    """The English answers of transcript `name` as tests/run.sh plays it."""
    path = transcript(name)
    with open(path, encoding="utf-8") as fp:
        data = fp.read()
    r = subprocess.run([TREEREF, "--date", DATE], input=data, env=env,
                       capture_output=True, text=True, timeout=120)
    return r.stdout


def topic(env, games, gid, word):
    out, _ = answer(env, "en", games[gid]["new"], f"rules {word}")
    return " ".join(out.split())


def bte_examples(c, env, games):
    """The numbers Best Treehouse Ever's topics quote are those of the
    sample games bte-3p and bte-4p, as the referee computes them."""
    if "bte" not in games:
        return
    p3, p4 = played(env, "bte-3p"), played(env, "bte-4p")
    t = topic(env, games, "bte", "scoring")
    m = re.search(r"(\d+) (\w+) rooms under x2 and (\d+) (\w+) rooms with no card "
                  r"score \1 × 2 \+ \3 = (\d+)", t)
    if c.check(m, f"rules scoring: no worked example: {t!r}"):
        a, ca, b, cb, total = m.groups()
        c.check(f": {total} points this round ({ca} {a} × 2, {cb} {b} × 1)" in p3,
                f"bte-3p: nobody scores {total} with {a} {ca} under x2 and {b} {cb}")
    t = topic(env, games, "bte", "x2")
    m = re.search(r"(\d+) (\w+) rooms under x2 score \1 × 2 = (\d+)", t)
    if c.check(m, f"rules x2: no worked example: {t!r}"):
        a, ca, total = m.groups()
        c.check(f": {total} points this round ({ca} {a} × 2)" in p3,
                f"bte-3p: nobody scores {total} with {a} {ca} under x2")
    t = topic(env, games, "bte", "zero")
    m = re.search(r"(\d+) (\w+) rooms under zero and (\d+) (\w+) rooms? with no card "
                  r"score \1 × 0 \+ \3 = (\d+)", t)
    if c.check(m, f"rules zero: no worked example: {t!r}"):
        a, ca, b, cb, total = m.groups()
        c.check(re.search(rf"zero on {ca};.*\n(?:.*\n)*?\w+: {total} points? this round "
                          rf"\({cb} {b} × 1\)", p3),
                f"bte-3p: no round with zero on {ca} and {total} from {b} {cb}")
    t = topic(env, games, "bte", "bonus")
    m = re.search(r"(\d+) (\w+) rooms, more than anyone, score \1 more; (\d+) (\w+) rooms "
                  r"against (\d+) score \3 more", t)
    if c.check(m, f"rules bonus: no worked example: {t!r}"):
        a, ca, b, cb, other = m.groups()
        c.check(f"Bonus for {ca}: ann, with {a} rooms, scores {a} more." in p3,
                f"bte-3p: no bonus of {a} for {ca}")
        c.check(f"Bonus for {cb}: bob, with {b} rooms, scores {b} more." in p3,
                f"bte-3p: no bonus of {b} for {cb}")
    t = topic(env, games, "bte", "draft")
    m = re.search(r"Example: (\w+), (\w+) and (\w+), \1 choosing first, take in that order, "
                  r"then cover \3, \2, \1\.", t)
    if c.check(m, f"rules draft: no worked example: {t!r}"):
        a, b, d = m.groups()
        c.check(f"Game-changer draft, take in this order: {a}, {b} and {d}.\n"
                f"Then cover in the reverse order: {d}, {b} and {a}." in p3,
                f"bte-3p: no draft taken {a}, {b}, {d} and covered back")
    t = topic(env, games, "bte", "first")
    m = re.search(r"(\w+), (\w+) and (\w+) sit in that order, (\w+) chose first, (\w+) and "
                  r"(\w+) tie on (\d+) points, so (\w+) chooses first", t)
    if c.check(m, f"rules first: no worked example: {t!r}"):
        _, _, _, before, x, y, pts, first = m.groups()
        c.check(re.search(rf"(?:{x} and {y}|{y} and {x}) tie on {pts} points; {first} sits "
                          rf"closest clockwise to {before}, who chose first last round, "
                          rf"so {first} chooses first", p3),
                f"bte-3p: {first} does not choose first after a tie on {pts}")
    t = topic(env, games, "bte", "winner")
    m = re.search(r"(\w+) and (\w+) end on (\d+) points; \1's (\d+) (\w+) rooms beat \2's "
                  r"(\d+) (\w+) ones, so \1 wins", t)
    if c.check(m, f"rules winner: no worked example: {t!r}"):
        w, l, pts, n, _, _, _ = m.groups()
        c.check(f"{w} wins with {pts} points." in p4 and
                f"The tie on {pts} points was broken by the largest colour count: "
                f"{w} has {n} rooms of one colour." in p4,
                f"bte-4p: {w} does not win the tie on {pts} with {n} rooms")


def tlh_examples(c, env, games):
    """Tout là-haut's scoring summary quotes the end of the sample game
    tlh-3p as the referee computes it."""
    if "tlh" not in games:
        return
    out = played(env, "tlh-3p")
    t = topic(env, games, "tlh", "scoring")
    m = re.search(r"floors worth (\d+), the game's longest run with (\d+) \w+ floors and "
                  r"monochromatic make \1 \+ \2 \+ (\d+) = (\d+)", t)
    if c.check(m, f"rules scoring: no worked example: {t!r}"):
        floors, run, obj, total = m.groups()
        c.check(f": floors {floors} + run {run} + objective {obj} = {total}" in out,
                f"tlh-3p: nobody scores {floors} + {run} + {obj} = {total}")


def threehigh_examples(c, env, games):
    """3-High's scoring topic quotes the end of the sample game
    3high-won-solo as the referee computes it."""
    if "3high" not in games:
        return
    out = played(env, "3high-won-solo")
    t = topic(env, games, "3high", "scoring")
    m = re.search(r"a lone player is dealt (\d+) cards and the pile keeps the other (\d+); "
                  r"the player wins on the (\w+) move, (\w+) of which made a tree, so (\d+) "
                  r"cards were drawn and (\d+) are left: the sheet reads (\d) trees, \6 cards, "
                  r"won", t)
    if c.check(m, f"rules scoring: no worked example: {t!r}"):
        hand, pile, _, _, drawn, left, trees = m.groups()
        c.check(int(hand) + int(pile) == 32 and int(pile) - int(drawn) == int(left),
                f"6 + {pile} cards, {pile} - {drawn} = {left}")
        c.check(f"Trees standing: {trees} of 5" in out and
                f"Cards left in the draw pile: {left}." in out and
                "the team wins" in out, f"3high-won-solo: not won with {trees} trees, {left} left")


def magical_examples(c, env, games):
    """Magical Treehouse's topics quote the end of the sample game
    magical-3p as the referee computes it."""
    if "magical" not in games:
        return
    out = played(env, "magical-3p")
    t = topic(env, games, "magical", "scoring")
    m = re.search(r"top cards worth (\d+), (\d+) biscuits, two level 3s fed, a blue level 5 "
                  r"with (\d+) pipe cards and a tile won make \1 \+ (\d+) \+ (\d+) \+ \3 "
                  r"\+ (\d+) = (\d+)", t)
    if c.check(m, f"rules scoring: no worked example: {t!r}"):
        top, biscuits, pipes, bvp, potions, obj, total = m.groups()
        c.check(int(bvp) == int(biscuits) // 3, f"{biscuits} biscuits make {bvp} VP")
        c.check(f": treehouses {top} + biscuits {bvp} + potions {potions} + level 5 {pipes} + "
                f"objectives {obj} = {total}" in out and
                f"biscuits: {biscuits}, 1 VP per 3 = {bvp}" in out and
                f"blue5 in #3: {pipes} pipe cards, +{pipes}" in out,
                f"magical-3p: nobody scores {top} + {bvp} + {potions} + {pipes} + {obj} = {total}")
    t = topic(env, games, "magical", "winner")
    m = re.search(r"(\w+) and (\w+) tie on (\d+) VP; \1 kept (\d+) biscuits and \2 (\d+), "
                  r"so \1 wins", t)
    if c.check(m, f"rules winner: no worked example: {t!r}"):
        w, l, vp, bw, bl = m.groups()
        c.check(f"{w} and {l} tie with {vp} VP; {w} wins with the most biscuits ({bw})." in out
                and f"biscuits: {bl}, 1 VP per 3" in out,
                f"magical-3p: {w} does not win the tie on {vp} with {bw} biscuits")

    t = topic(env, games, "magical", "potions")
    m = re.search(r"a green level 4 turns the purple potion of a piped treehouse into three, "
                  r"whose (\w+) and (\w+) feed a (\w+) and a (\w+) level 3: 3 \+ 3 = (\d+)", t)
    if c.check(m, f"rules potions: no worked example: {t!r}"):
        p1, p2, l1, l2, total = m.groups()
        c.check(all(re.search(rf"{lv}3 in #\d converts a {pot} potion: fed by the green level 4 "
                              rf"of #\d, which transforms the purple potion of #\d, \+3", out)
                    for lv, pot in ((l1, p1), (l2, p2))) and f"+ potions {total} +" in out,
                f"magical-3p: no {l1} and {l2} level 3 fed by a green level 4 for {total}")
    t = topic(env, games, "magical", "level5")
    m = re.search(r"a blue level 5 in a village with (\d+) pipe cards scores \1 more, a purple "
                  r"one with (\d+) stored cards \2 more", t)
    if c.check(m, f"rules level5: no worked example: {t!r}"):
        pipes, stored = m.groups()
        c.check(re.search(rf"blue5 in #\d: {pipes} pipe cards, \+{pipes}\n", out) and
                re.search(rf"purple5 in #\d: {stored} stored cards, \+{stored}\n", out),
                f"magical-3p: no blue level 5 with {pipes} pipes, purple with {stored} stored")
    t = topic(env, games, "magical", "objectives")
    m = re.search(r"a player with (\d+) treehouses of exactly level 1, against (\d+) and (\d+), "
                  r"loses the green tile's 4 VP; two players with (\d+) (\w+) ingredients each "
                  r"tie, and nobody scores that tile", t)
    if c.check(m, f"rules objectives: no worked example: {t!r}"):
        most, o1, o2, tied, colour = m.groups()
        c.check(re.search(rf"most treehouses of exactly level 1 \(.*\b{o1}\b.*\):\n +\w+ alone has "
                          rf"the most \({most}\): -4 VP\.", out) and
                re.search(rf"most {colour} ingredients \(.*\):\n +\w+ and \w+ tie for the most "
                          rf"\({tied}\): nobody scores it\.", out),
                f"magical-3p: no -4 for {most} level-1 treehouses, no tie on {tied} {colour}")


def main():
    c = Checks("rules_scoring")
    env = hermetic_env(tempdir())
    games = registry(env)
    c.check(len(games) >= 1, "no game from --game-ids")
    lists_and_answers(c, env, games)
    scoring_answers(c, env, games)
    sums_add_up(c, env, games)
    bte_x2(c, env, games)
    bte_examples(c, env, games)
    tlh_examples(c, env, games)
    threehigh_examples(c, env, games)
    magical_examples(c, env, games)
    c.finish()


if __name__ == "__main__":
    main()
