"""The release workflow and .ci/run run the same steps: every `run:` of
.github/workflows/release.yml is `python tools/ci.py <step>` for a step that tools/ci.py has,
.ci/run runs each of those steps too, and the README shows both forms of its two commands."""

from __future__ import annotations

import configparser
import re
import tomllib

from tests.support.tools import ROOT, load_tool

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def _ci():
    return load_tool("ci")


def _workflow_runs() -> list[str]:
    return [
        m.group(1).strip()
        for m in re.finditer(r"^\s*(?:-\s*)?run:\s*(.+)$", WORKFLOW.read_text(), re.M)
    ]


def test_every_workflow_step_is_a_ci_py_step():
    runs = _workflow_runs()
    steps = _ci().STEPS
    assert runs, "the workflow runs nothing"
    for command in runs:
        match = re.fullmatch(r"python tools/ci\.py (\w+)", command)
        assert match and match.group(1) in steps, command
    assert {r.split()[-1] for r in runs} == set(steps)  # and every step is run by the workflow


def test_ci_run_runs_the_same_steps():
    script = (ROOT / ".ci" / "run").read_text()
    ran = re.findall(r"^python3 tools/ci\.py (\w+)$", script, re.M)
    assert ran == ["lint", "test", "smoke", "build"]


def test_the_workflow_builds_on_three_systems_and_releases_on_a_tag():
    text = WORKFLOW.read_text()
    assert "os: [ubuntu-latest, windows-latest, macos-latest]" in text
    assert "actions/upload-artifact@" in text and "dist/steamworks-*.zip" in text
    assert "startsWith(github.ref, 'refs/tags/v')" in text


def test_an_unknown_step_is_refused(capsys):
    assert _ci().main(["deploy"]) == 2
    assert "python tools/ci.py lint" in capsys.readouterr().err


def test_the_readme_keeps_two_set_up_commands_in_both_forms():
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## Set up on a fresh machine", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```[a-z]*\n(.*?)```", section, re.S)
    commands = [
        [line.split("#")[0].strip() for line in block.strip().splitlines()] for block in blocks
    ]
    assert commands == [["tools/play", "tools/test"], [r"tools\play.cmd", r"tools\test.cmd"]]
    for name in ("play", "test", "play.cmd", "test.cmd"):
        assert (ROOT / "tools" / name).is_file()


def test_the_windows_scripts_mirror_the_bash_ones():
    """They cannot run here: at least each does what its bash twin does, with CRLF endings."""
    test_cmd = (ROOT / "tools" / "test.cmd").read_bytes().decode()
    play_cmd = (ROOT / "tools" / "play.cmd").read_bytes().decode()
    venv_cmd = (ROOT / "tools" / "_venv.cmd").read_bytes().decode()
    for text in (test_cmd, play_cmd, venv_cmd):
        assert "\r\n" in text and "\n" not in text.replace("\r\n", "")
    assert 'call "%~dp0_venv.cmd" test' in test_cmd and "-m pytest -n %TEST_JOBS% %*" in test_cmd
    assert "SDL_VIDEODRIVER=dummy" in test_cmd
    test_sh = (ROOT / "tools" / "test").read_text()
    for check in (
        "-m ruff check",
        "-m ruff format --check",
        "-m mypy",
        "lint-imports",
    ):  # on Windows too
        assert check in test_cmd and check in test_sh
    # the second, basic type check
    assert "-m mypy --config-file tools/mypy-basic.ini" in test_sh
    assert r"-m mypy --config-file tools\mypy-basic.ini" in test_cmd
    assert 'call "%~dp0_venv.cmd"\r\n' in play_cmd and "-m steamworks %*" in play_cmd
    assert "py -3" in venv_cmd and "-m venv" in venv_cmd and "pip install" in venv_cmd


def test_the_basic_type_check_lists_only_what_exists_and_leaves_the_strict_parts_to_pyproject():
    config = configparser.ConfigParser()
    config.read(ROOT / "tools" / "mypy-basic.ini")
    listed = [p.strip() for p in config["mypy"]["files"].split(",") if p.strip()]
    assert listed
    with open(ROOT / "pyproject.toml", "rb") as f:
        strict = tomllib.load(f)["tool"]["mypy"]["files"]
    for path in listed:
        assert (ROOT / path).exists(), path
        assert not any(path == s or path.startswith(s + "/") for s in strict), path


def test_every_module_of_the_package_is_type_checked_by_one_of_the_two_runs():
    config = configparser.ConfigParser()
    config.read(ROOT / "tools" / "mypy-basic.ini")
    basic = [p.strip() for p in config["mypy"]["files"].split(",") if p.strip()]
    with open(ROOT / "pyproject.toml", "rb") as f:
        strict = tomllib.load(f)["tool"]["mypy"]["files"]
    checked = [p.rstrip("/") for p in basic + strict]
    modules = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "steamworks").rglob("*.py"))
    assert len(modules) > 100  # the package was found
    left_out = [m for m in modules if not any(m == c or m.startswith(c + "/") for c in checked)]
    assert not left_out
