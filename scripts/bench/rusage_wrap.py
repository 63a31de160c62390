#!/usr/bin/env python3
"""Runs a command, then writes its CPU time, peak RSS, page faults and wall time as JSON to the given file.
Usage: rusage_wrap.py OUT.json -- COMMAND ..."""
import json
import resource
import subprocess
import sys
import time

out, command = sys.argv[1], sys.argv[sys.argv.index("--") + 1:]
began = time.monotonic()
status = subprocess.run(command).returncode
wall = time.monotonic() - began
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
with open(out + ".tmp", "w") as handle:
    json.dump({"user": usage.ru_utime, "system": usage.ru_stime, "maxrss_kb": usage.ru_maxrss,
               "major_faults": usage.ru_majflt, "minor_faults": usage.ru_minflt, "wall": wall, "status": status},
              handle)
import os
os.replace(out + ".tmp", out)
