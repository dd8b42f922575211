#!/usr/bin/env python3
"""../shared/fsrs/reference.py, plus three scheduler settings it does not take:
"learning_steps" and "relearning_steps" (lists of seconds) and "maximum_interval" (days).
Same input and output format; py-fsrs 6.3.2 with fuzzing off. Used by scripts/check-fsrs for the
logs that set any of the three, so the Swift scheduler's step handling is checked too.
"""
import json, sys
from datetime import datetime, timedelta, timezone
from fsrs import Card, Rating, Scheduler

src = sys.stdin if len(sys.argv) < 2 or sys.argv[1] == "-" else open(sys.argv[1])
log = json.load(src)
kw = {"desired_retention": log.get("desired_retention", 0.9), "enable_fuzzing": False}
if "parameters" in log:
    kw["parameters"] = tuple(log["parameters"])
for key in ("learning_steps", "relearning_steps"):
    if key in log:
        kw[key] = tuple(timedelta(seconds=s) for s in log[key])
if "maximum_interval" in log:
    kw["maximum_interval"] = log["maximum_interval"]
scheduler = Scheduler(**kw)
cards, out = {}, []
for r in log["reviews"]:
    t = datetime.fromisoformat(r["time"].replace("Z", "+00:00")).astimezone(timezone.utc)
    card = cards.get(r["card"]) or Card()
    card, _ = scheduler.review_card(card, Rating(r["rating"]), review_datetime=t)
    cards[r["card"]] = card
    out.append({"card": r["card"], "rating": r["rating"], "time": t.isoformat(),
                "state": int(card.state), "step": card.step, "stability": card.stability,
                "difficulty": card.difficulty, "due": card.due.astimezone(timezone.utc).isoformat()})
json.dump(out, sys.stdout, indent=1)
print()
