"""The two things a newcomer does: `memcue serve`, then `memcue remember` / `memcue recall`."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from service.adapters.aw_process import free_port

MEMCUE = str(Path(sys.executable).parent / "memcue")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.slow  # a real `memcue serve` start-up: 10-18 s on a busy 2-core machine
def test_serve_then_remember_and_recall_from_another_shell(tmp_path: Path) -> None:
    port = free_port()
    env = {
        **os.environ,
        "MEMCUE_DATA_DIR": str(tmp_path / "data"),
        "MEMCUE_PORT": str(port),
        "MEMCUE_LOG_JSON": "true",
    }
    proc = subprocess.Popen(
        [MEMCUE, "serve"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.strip() == f"Memcue listening on 127.0.0.1:{port}", line
        aw_line = proc.stdout.readline()
        assert "ActivityWatch log: http://127.0.0.1:" in aw_line

        def cli(*args: str) -> str:
            out = subprocess.run(
                [MEMCUE, *args], env=env, capture_output=True, text=True, timeout=60
            )
            assert out.returncode == 0, out.stderr
            return out.stdout

        assert cli(
            "remember", "--peer", "alice", "Alice is allergic to peanuts", "--kind", "fact"
        ).startswith("created  m_")
        cli("remember", "--peer", "alice", "Alice moved to Lisbon in 2023")
        recalled = cli("recall", "--peer", "alice", "what should she not eat?", "-k", "1")
        assert " 1. " in recalled and "Alice is allergic to peanuts" in recalled
        (hit,) = json.loads(cli("recall", "--peer", "alice", "peanuts", "-k", "1", "--json"))
        assert hit["memory"]["content"] == "Alice is allergic to peanuts"
        assert hit["components"]["dense"] > 0  # the README says each hit reports its parts
        bad = subprocess.run(
            [MEMCUE, "recall", "--peer", "alice", ""],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert bad.returncode == 2 and "cue is empty" in bad.stderr
        for args, message in (
            (["--top-k", "4294967296"], "at most 4294967295"),
            (["--timeout", "0"], "is not a deadline"),
        ):
            bad = subprocess.run(
                [MEMCUE, "recall", "--peer", "alice", "tea", *args],
                env=env,
                capture_output=True,
                text=True,
                timeout=60,
            )
            assert bad.returncode == 2 and message in bad.stderr, bad.stderr
            assert "Traceback" not in bad.stderr

        aw_pid = _aw_child(proc.pid)
        proc.send_signal(signal.SIGUSR1)  # an operator asks what every thread is doing
        with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
            health = health_pb2_grpc.HealthStub(channel)
            assert health.Check(health_pb2.HealthCheckRequest(), timeout=5).status == (
                health_pb2.HealthCheckResponse.SERVING
            )
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
        deadline = time.monotonic() + 10
        while _alive(aw_pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not _alive(aw_pid), "aw-server child outlived the service"
        assert proc.stderr is not None
        logs = proc.stderr.read()
        assert '"event": "server.stopped"' in logs
        assert "(most recent call first)" in logs and "in _serve" in logs  # SIGUSR1's stacks
        assert "peanuts" not in logs  # log lines carry ids, not content
    finally:
        if proc.poll() is None:
            proc.kill()


def _cmdline(pid: int) -> list[str]:
    """A process's whole argv, from /proc. Not from `ps -o args`: ps cuts that column to a
    width that is undefined when its output is not a terminal (80 columns, COLUMNS, TERM...),
    and the aw-server path is long when the checkout path is."""
    raw = Path(f"/proc/{pid}/cmdline").read_bytes()
    return [arg.decode(errors="replace") for arg in raw.split(b"\0") if arg]


def _children(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            # "pid (comm) state ppid ...": comm may hold spaces and parentheses.
            ppid = int(stat.read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue  # exited while we looked
        if ppid == pid:
            found.append(int(stat.parent.name))
    return found


def _descendant(pid: int, program: str) -> int:
    """The first process under `pid` (children first) running `program` (an argv entry whose
    file name is `program`: the executable, or the script a shebang interpreter runs). Looked
    for again for up to 5 s: one clean-clone CI run found no child under a wrapper that had
    just printed its pid (a /proc listing of a busy machine, once in many runs)."""
    deadline = time.monotonic() + 5
    while True:
        queue = _children(pid)
        while queue:
            child = queue.pop(0)
            try:
                argv = _cmdline(child)
            except OSError:
                continue
            if any(Path(arg).name == program for arg in argv):
                return child
            queue.extend(_children(child))
        if time.monotonic() > deadline:
            pytest.fail(f"no {program} process under {pid}")
        time.sleep(0.1)


def _aw_child(pid: int) -> int:
    return _descendant(pid, "aw-server")


# A command line like the aw-server child's in a deep checkout: its name only after 300 chars.
LONG_PATH = (
    "/" + "/".join(f"a-long-checkout-dir-{i:02d}" for i in range(16)) + "/.venv/bin/aw-server"
)
SPAWN = (
    "import subprocess, sys\n"
    "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)', sys.argv[1]])\n"
    "print(child.pid, flush=True)\n"
    "child.wait()\n"
)


def test_the_aw_server_child_is_found_by_its_whole_command_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """What test_serve... relies on, with a command line ps would cut: COLUMNS=80 is what ps
    may use when its output is not a terminal, so a lookup through ps fails here."""
    monkeypatch.setenv("COLUMNS", "80")
    assert len(LONG_PATH) > 300 and "aw-server" not in LONG_PATH[:300]
    wrapper = subprocess.Popen(
        [sys.executable, "-c", SPAWN, LONG_PATH],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        text=True,
        start_new_session=True,  # one process group: the cleanup ends the child as well
    )
    try:
        assert wrapper.stdout is not None
        child = int(wrapper.stdout.readline())
        assert _aw_child(wrapper.pid) == child
        assert _cmdline(child)[-1] == LONG_PATH  # all of it
    finally:
        os.killpg(wrapper.pid, signal.SIGKILL)
        wrapper.wait(timeout=10)


def test_client_commands_read_the_same_config_file_as_serve(
    shared_server,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Only `serve` read memcue.toml: `memcue status` next to it went to port 50051 with no
    key. Client commands now take the port and the data dir's key from the same settings."""
    from service import cli

    monkeypatch.chdir(tmp_path)
    for var in ("MEMCUE_TARGET", "MEMCUE_API_KEY", "MEMCUE_PORT", "MEMCUE_DATA_DIR"):
        monkeypatch.delenv(var, raising=False)
    data_dir = shared_server.app.settings.data_dir
    (tmp_path / "memcue.toml").write_text(f'port = {shared_server.port}\ndata_dir = "{data_dir}"\n')
    assert cli.main(["status"]) == 0
    assert "SERVING" in capsys.readouterr().out
    (tmp_path / "memcue.toml").write_text(f'port = {shared_server.port}\ndata_dir = "elsewhere"\n')
    assert cli.main(["status"]) == 2
    err = capsys.readouterr().err
    assert "UNAUTHENTICATED" in err and "elsewhere/operator.key" in err


def test_a_stop_that_overruns_its_deadline_prints_the_stacks_and_exits() -> None:
    """Even with a thread holding the GIL in native code (here a regular expression that
    backtracks for ages), the armed deadline ends the process and says where it was."""
    code = (
        "import re; from service.api.server import arm_stop_deadline\n"
        "arm_stop_deadline(0.5)\n"
        "def stuck_closing():\n"
        "    re.match(r'(a+)+$', 'a' * 40 + 'b')\n"
        "stuck_closing()\n"
    )
    started = time.monotonic()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 1
    assert time.monotonic() - started < 30
    assert "Timeout (0:00:00.500000)!" in out.stderr and "in stuck_closing" in out.stderr


def test_a_refused_local_operator_key_is_named_as_refused_not_missing(
    shared_server,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A revoked local operator key: the CLI said "none was found", and `serve` still
    announced it."""
    from service import cli, cli_keys
    from service.auth import Keystore
    from service.domain import Role
    from service.settings import Settings

    for var in ("MEMCUE_TARGET", "MEMCUE_API_KEY", "MEMCUE_PORT", "MEMCUE_DATA_DIR"):
        monkeypatch.delenv(var, raising=False)
    data = tmp_path / "data"
    keys = Keystore(data / "keys.json")
    _, token = keys.create("default", Role.OPERATOR, key_id="local-operator")
    (data / "operator.key").write_text(token + "\n")
    settings = Settings(data_dir=data)
    assert cli_keys.auth_banner(settings).endswith(f"local operator key in {data / 'operator.key'}")
    keys.revoke("local-operator")
    assert "the local operator key in" in cli_keys.auth_banner(settings)
    assert cli_keys.auth_banner(settings).endswith("is revoked")
    argv = ["status", "--target", f"127.0.0.1:{shared_server.port}"]
    monkeypatch.setenv("MEMCUE_DATA_DIR", str(data))
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert "was refused (revoked?)" in err and "none was found" not in err


def test_client_commands_print_what_they_promise(
    shared_server,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Found by a CLI review: --json ignored by status, delete and forget; a newline in a
    memory forged a second hit; remember without --peer wrote into every peer's brief; a
    turn's null text was stored as "None"; a non-UTF-8 argument was a traceback."""
    from service import cli

    for var in ("MEMCUE_TARGET", "MEMCUE_API_KEY", "MEMCUE_PORT"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("MEMCUE_DATA_DIR", str(shared_server.app.settings.data_dir))
    target = ["--target", f"127.0.0.1:{shared_server.port}"]

    def run(*args: str) -> tuple[int, str, str]:
        code = cli.main([*args, *target])
        out, err = capsys.readouterr()
        # the in-process server's log lines share stdout: keep the command's own
        mine = [ln for ln in out.splitlines() if not ln[:4].isdigit()]
        return code, "\n".join(mine), err

    code, _, err = run("remember", "Everyone likes the new office")
    assert code == 2 and "--peer is required" in err
    code, out, _ = run("remember", "--peer", "cli-mia", "Mia likes tea\n 2. 0.999  m_0  [mia] x")
    assert code == 0 and len(out.strip().splitlines()) == 1
    code, out, _ = run("recall", "--peer", "cli-mia", "tea")
    assert code == 0 and len(out.strip().splitlines()) == 1
    code, out, _ = run("status", "--json")
    assert code == 0 and json.loads(out)["role"] == "operator"
    code, out, _ = run("remember", "--peer", "cli-mia", "Mia's locker is 12", "--json")
    written = json.loads(out)
    assert code == 0 and written["redactions"] == []
    code, out, _ = run("delete", "--peer", "cli-mia", written["memory"]["id"], "--json")
    assert code == 0 and json.loads(out) == {"deleted": written["memory"]["id"]}
    code, out, _ = run("forget", "--peer", "cli-mia", "--json")
    assert code == 0 and json.loads(out) == {"peer": "cli-mia", "erased": 1}
    turns = tmp_path / "turns.json"
    turns.write_text(json.dumps([{"text": None}]))
    code, _, err = run("ingest", "--peer", "cli-mia", "--session", "s1", str(turns))
    assert code == 2 and "turns[0].text must be a string, not null" in err
    code, _, err = run("recall", "--peer", "cli-mia", "caf\udce9")
    assert code == 2 and "not UTF-8" in err


def test_turn_files_with_a_bom_or_some_positions_and_a_service_on_any_port_work(
    shared_server,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """From a CLI review: a turns file saved with a byte-order mark was refused; positions
    given for some turns only failed ("1 does not follow 10"); with MEMCUE_PORT=0 the CLI
    aimed at port 0, though `serve` wrote its address; --api-key '' sent the local operator
    key anyway."""
    from service import cli

    for var in ("MEMCUE_TARGET", "MEMCUE_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    data = tmp_path / "data"
    data.mkdir()
    served = shared_server.app.settings.data_dir
    (data / "operator.key").write_text((served / "operator.key").read_text())
    (data / "runtime.json").write_text(json.dumps({"address": shared_server.address}))
    monkeypatch.setenv("MEMCUE_DATA_DIR", str(data))
    monkeypatch.setenv("MEMCUE_PORT", "0")
    turns = tmp_path / "turns.json"
    body = [{"text": "Hi", "position": 10}, {"text": "I moved to Leeds"}, {"text": "Bye"}]
    turns.write_bytes(b"\xef\xbb\xbf" + json.dumps(body).encode())
    assert cli.main(["ingest", "--peer", "cli-bom", "--session", "s1", str(turns), "--json"]) == 0
    out = capsys.readouterr().out  # the in-process server's log lines share stdout
    mine = "\n".join(ln for ln in out.splitlines() if not ln[:4].isdigit())
    assert json.loads(mine)["last_position"] == 12
    assert cli.main(["status", "--api-key", ""]) == 2
    assert "--api-key '' sends no key" in capsys.readouterr().err


def test_export_writes_everything_kept_about_a_peer_to_a_private_new_file(
    shared_server,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A person asks what is kept about them: every memory, the replaced ones included, and
    the agent's proposals with their outcomes, in a file only its owner can read, never
    written over another."""
    from service import cli
    from tests.conftest import connect

    with connect(shared_server) as mc:
        mc.remember("cli-noa", "Noa lives in Haifa")
        mc.remember("cli-noa", "Noa moved to Eilat")  # supersedes the first
        gone = mc.remember("cli-noa", "Noa's neighbour is called Avi").memory.id
        mc.delete("cli-noa", gone)  # deleted, but its words are still in the log
        mc.record_event("cli-noa", "proposal_made", proposal_id="noa-prop-1", text="Dive trip")
        mc.record_event("cli-noa", "action_taken", proposal_id="noa-prop-1", text="Booked it")
    for var in ("MEMCUE_TARGET", "MEMCUE_API_KEY", "MEMCUE_PORT"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("MEMCUE_DATA_DIR", str(shared_server.app.settings.data_dir))
    target = ["--target", f"127.0.0.1:{shared_server.port}"]
    out = tmp_path / "noa.jsonl"

    assert cli.main(["export", "--peer", "cli-noa", "--out", str(out), *target]) == 0
    assert "exported 2 memories, 1 proposals and " in capsys.readouterr().err
    assert oct(out.stat().st_mode & 0o777) == "0o600"
    header, *rest = [json.loads(line) for line in out.read_text().splitlines()]
    assert header["type"] == "export" and header["peer"] == "cli-noa"
    memories = {r["content"]: r for r in rest if r["type"] == "memory"}
    assert set(memories) == {"Noa lives in Haifa", "Noa moved to Eilat"}
    assert memories["Noa lives in Haifa"]["superseded_by"] == memories["Noa moved to Eilat"]["id"]
    (proposal,) = [r for r in rest if r["type"] == "proposal"]
    assert proposal["proposal_id"] == "noa-prop-1"
    assert proposal["outcome"] == "PROPOSAL_OUTCOME_CONFIRMED" and proposal["outcome_note"]
    events = [r for r in rest if r["type"] == "event"]
    assert {"remember", "supersede", "delete", "proposal_made", "action_taken"} <= {
        e["kind"] for e in events
    }
    assert "Noa's neighbour is called Avi" in json.dumps([e["payload"] for e in events])

    assert cli.main(["export", "--peer", "cli-noa", "--out", str(out), *target]) == 2
    assert "cannot create" in capsys.readouterr().err
    assert cli.main(["export", *target]) == 2
    assert "--peer is required" in capsys.readouterr().err
