"""The fuzz run in a few lines, from schemathesis' NDJSON report: operations tried, requests sent and what they
were answered (by status class), checks failed. Usage: python3 summary.py REPORT.ndjson"""
import collections
import json
import sys

operations, answered = set(), collections.Counter()
requests = failed = 0
with open(sys.argv[1], encoding="utf-8") as events:
    for line in events:
        finished = json.loads(line).get("ScenarioFinished")
        if not finished:
            continue
        recorder = finished.get("recorder", {})
        interactions = recorder.get("interactions", {})
        if interactions:
            operations.add(recorder.get("label"))
        for interaction in interactions.values():
            response = interaction.get("response") or {}
            status = response.get("status_code")
            requests += 1
            # 501 apart: the answer to a method no route has (schemathesis.toml), not a server error.
            answered["501" if status == 501 else f"{status // 100}xx" if status else "no answer"] += 1
        for checks in recorder.get("checks", {}).values():
            failed += sum(1 for check in checks if check.get("status") == "failure")

shown = ", ".join(f"{count} {name}" for name, count in sorted(answered.items()))
print(f"fuzz: {len(operations)} operations tried, {requests} requests ({shown}), {failed} failed checks")
