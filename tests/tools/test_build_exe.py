"""tools/build_exe.py's platform-specific parts, checked for Linux, Windows and macOS on any
machine: PyInstaller's arguments (data separator, icon format, console, .app bundle), the
executable's name and the release archive (modes and symbolic links kept). Also the Linux
.desktop file and install.sh that the Linux archive ships."""

from __future__ import annotations

import configparser
import os
import shutil
import stat
import subprocess
import zipfile
from pathlib import Path

import pytest

from tests.support.tools import ROOT, load_tool

PLATFORMS = ("linux", "win32", "darwin")


@pytest.fixture(scope="module")
def tool():
    return load_tool("build_exe")


def _option_values(args: list[str], option: str) -> list[str]:
    return [args[i + 1] for i, a in enumerate(args) if a == option]


@pytest.mark.parametrize("platform, sep", [("linux", ":"), ("win32", ";"), ("darwin", ":")])
def test_data_paths_use_the_platforms_separator(tool, platform, sep):
    args = tool.pyinstaller_args(tool.Target.for_platform(platform), ROOT)
    data = _option_values(args, "--add-data")
    assert data == [
        f"{ROOT / 'assets' / 'fonts'}{sep}assets/fonts",
        f"{ROOT / 'assets' / 'sounds'}{sep}assets/sounds",
        f"{ROOT / 'assets' / 'theme.json'}{sep}assets",
    ]


def test_our_pygame_gui_hook_leaves_out_the_cjk_fonts_but_keeps_the_licences(tool):
    args = tool.pyinstaller_args(tool.Target.for_platform("linux"), ROOT)
    hooks = Path(_option_values(args, "--additional-hooks-dir")[0])
    source = (hooks / "hook-pygame_gui.py").read_text(encoding="utf-8")
    assert 'collect_data_files("pygame_gui"' in source  # licences/ included with the rest
    for family in ("NotoSansSC", "NotoSansJP", "NotoSansKR"):
        assert family in source


def test_our_babel_hook_keeps_only_the_games_four_languages(tool, monkeypatch):
    """Babel carries about 1,000 locales; the executable takes the game's languages and the
    locales they inherit from, and every non-locale file (the licence, the global data)."""
    import sys
    import types

    import babel

    base = Path(babel.__file__).parent
    files = [
        (str(p), str(p.parent.relative_to(base.parent))) for p in base.rglob("*") if p.is_file()
    ]
    hooks_module = types.ModuleType("PyInstaller.utils.hooks")
    hooks_module.collect_data_files = lambda name: files  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, sys.modules.get(name) or types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks_module)
    args = tool.pyinstaller_args(tool.Target.for_platform("linux"), ROOT)
    hook = Path(_option_values(args, "--additional-hooks-dir")[0]) / "hook-babel.py"
    namespace: dict = {}
    exec(compile(hook.read_text(encoding="utf-8"), str(hook), "exec"), namespace)
    kept = {Path(source).name for source, _folder in namespace["datas"]}
    locales = {name for name in kept if name.endswith(".dat")}
    assert locales == {
        f"{code}.dat" for code in ("root", "en", "en_001", "en_GB", "de", "fr", "es", "global")
    }
    assert len([f for f in files if f[0].endswith(".dat")]) > 500  # the check had much to leave out


def test_windows_builds_one_windowed_exe_with_the_ico(tool):
    target = tool.Target.for_platform("win32")
    args = tool.pyinstaller_args(target, ROOT)
    assert target.executable == "steamworks.exe" and target.shipped == "steamworks.exe"
    assert "--onefile" in args and "--windowed" in args
    assert _option_values(args, "--icon") == [str(ROOT / "assets/icons/steamworks.ico")]
    assert "--strip" not in args  # no strip tool on Windows
    assert target.archive_name("0.1.0") == "steamworks-0.1.0-windows.zip"


def test_macos_builds_an_app_bundle_with_the_icns(tool):
    target = tool.Target.for_platform("darwin")
    args = tool.pyinstaller_args(target, ROOT)
    assert "--onedir" in args and "--onefile" not in args and "--windowed" in args
    assert _option_values(args, "--icon") == [str(ROOT / "assets/icons/steamworks.icns")]
    assert _option_values(args, "--osx-bundle-identifier") == [tool.BUNDLE_ID]
    assert target.executable == "steamworks.app/Contents/MacOS/steamworks"
    assert target.shipped == "steamworks.app"


def test_linux_builds_one_file_with_a_console_and_ships_the_desktop_entry(tool):
    target = tool.Target.for_platform("linux")
    args = tool.pyinstaller_args(target, ROOT)
    assert "--onefile" in args and "--windowed" not in args and "--icon" not in args
    assert "--strip" in args
    assert target.executable == "steamworks"
    assert {name for _, name in target.extras} == {
        "steamworks.desktop",
        "steamworks.png",
        "install.sh",
    }


@pytest.mark.parametrize("platform", PLATFORMS)
def test_every_file_a_target_names_exists(tool, platform):
    target = tool.Target.for_platform(platform)
    if target.icon:
        assert (ROOT / target.icon).is_file()
    for source, _ in target.extras:
        assert (ROOT / source).is_file(), source


def test_an_unknown_platform_is_refused_clearly(tool):
    with pytest.raises(SystemExit, match="not supported"):
        tool.Target.for_platform("sunos5")


def test_the_limits(tool):
    quick = tool.Launch(wall=0.8, cpu=0.7, median_wall=0.9, load=0.3)
    slow = tool.Launch(wall=1.2, cpu=1.1, median_wall=1.3, load=0.3)
    assert tool.check_limits(62.0, quick) == []
    assert tool.check_limits(62.0, None) == []
    assert len(tool.check_limits(80.0, quick)) == 1
    assert "launch" in tool.check_limits(30.0, slow)[0]
    assert tool.check_limits(30.0, slow, "windows") == []  # the launch limit is Linux's
    assert len(tool.check_limits(90.0, slow, "macos")) == 1  # the size limit is everyone's


def test_on_a_busy_machine_the_launch_is_judged_on_cpu_time(tool):
    waited = tool.Launch(wall=2.1, cpu=0.7, median_wall=2.4, load=4.8)
    assert waited.busy() and waited.judged() == 0.7
    assert tool.check_limits(20.0, waited) == []
    too_slow = tool.Launch(wall=2.1, cpu=1.3, median_wall=2.4, load=4.8)
    assert "CPU time" in tool.check_limits(20.0, too_slow)[0]
    unknown_cpu = tool.Launch(wall=2.1, cpu=None, median_wall=2.4, load=4.8)
    assert not unknown_cpu.busy() and len(tool.check_limits(20.0, unknown_cpu)) == 1


def _unix_mode(info: zipfile.ZipInfo) -> int:
    return info.external_attr >> 16


def test_the_linux_archive_keeps_the_executable_bit(tool, tmp_path):
    dist = tmp_path / "dist"
    dist.mkdir()
    exe = dist / "steamworks"
    exe.write_bytes(b"\x7fELF...")
    exe.chmod(0o755)
    archive = tool.package(tool.Target.for_platform("linux"), dist, ROOT, "9.9")
    assert archive.name == "steamworks-9.9-linux.zip"
    with zipfile.ZipFile(archive) as zf:
        infos = {i.filename: i for i in zf.infolist()}
        assert set(infos) == {"steamworks", "steamworks.desktop", "steamworks.png", "install.sh"}
        assert _unix_mode(infos["steamworks"]) & 0o111
        assert _unix_mode(infos["install.sh"]) & 0o111
        assert zf.read("steamworks.png") == (ROOT / "assets/icons/steamworks-256.png").read_bytes()


def test_the_macos_archive_keeps_the_bundles_links(tool, tmp_path):
    dist = tmp_path / "dist"
    macos = dist / "steamworks.app" / "Contents" / "MacOS"
    macos.mkdir(parents=True)
    (macos / "steamworks").write_bytes(b"binary")
    (macos / "steamworks").chmod(0o755)
    frameworks = dist / "steamworks.app" / "Contents" / "Frameworks"
    frameworks.mkdir()
    (frameworks / "assets").symlink_to("../Resources/assets")
    archive = tool.package(tool.Target.for_platform("darwin"), dist, ROOT, "9.9")
    with zipfile.ZipFile(archive) as zf:
        infos = {i.filename: i for i in zf.infolist()}
        link = infos["steamworks.app/Contents/Frameworks/assets"]
        assert stat.S_ISLNK(_unix_mode(link)) and zf.read(link) == b"../Resources/assets"
        assert _unix_mode(infos["steamworks.app/Contents/MacOS/steamworks"]) & 0o111
        assert "steamworks.app/Contents/" in infos


def test_the_windows_archive_holds_the_exe(tool, tmp_path):
    dist = tmp_path / "dist"
    dist.mkdir()
    (dist / "steamworks.exe").write_bytes(b"MZ...")
    archive = tool.package(tool.Target.for_platform("win32"), dist, ROOT, "9.9")
    assert zipfile.ZipFile(archive).namelist() == ["steamworks.exe"]


def test_the_size_of_an_app_bundle_counts_its_files_once(tool, tmp_path):
    app = tmp_path / "x.app"
    (app / "a").mkdir(parents=True)
    (app / "a" / "f").write_bytes(b"12345")
    (app / "link").symlink_to("a/f")
    assert tool.shipped_size(app) == 5


# --- the Linux desktop entry and its installer -----------------------------------------------


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(ROOT / "packaging" / "linux" / "steamworks.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_desktop_entry_launches_the_game_with_its_icon():
    entry = _desktop_entry()
    assert entry["Type"] == "Application" and entry["Name"] == "Steam Works"
    assert entry["Exec"] == "steamworks" and entry["Terminal"] == "false"
    assert entry["Icon"] == "steamworks"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed"
)
def test_the_desktop_entry_passes_desktop_file_validate():
    result = subprocess.run(
        ["desktop-file-validate", str(ROOT / "packaging/linux/steamworks.desktop")],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_install_sh_puts_the_game_in_the_menu_and_uninstall_removes_it(tool, tmp_path):
    unpacked = tmp_path / "unpacked"
    unpacked.mkdir()
    (unpacked / "steamworks").write_text("#!/bin/sh\necho game\n")
    for source, name in tool.Target.for_platform("linux").extras:
        shutil.copy2(ROOT / source, unpacked / name)
    home = tmp_path / "home"
    env = {"HOME": str(home), "PATH": os.environ["PATH"]}
    result = subprocess.run(
        ["sh", str(unpacked / "install.sh")], env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    installed = home / ".local/bin/steamworks"
    assert os.access(installed, os.X_OK)
    desktop = (home / ".local/share/applications/steamworks.desktop").read_text()
    assert f"Exec={installed}\n" in desktop
    assert (home / ".local/share/icons/hicolor/256x256/apps/steamworks.png").is_file()
    result = subprocess.run(
        ["sh", str(unpacked / "install.sh"), "--uninstall"], env=env, capture_output=True, text=True
    )
    assert result.returncode == 0 and not installed.exists()
    assert not (home / ".local/share/applications/steamworks.desktop").exists()
