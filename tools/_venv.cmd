@echo off
rem Shared by tools\play.cmd and tools\test.cmd (the Windows twin of tools/_venv.sh): make sure
rem .venv exists and holds the pinned dependencies, plus the extras named by the first argument
rem (test, build, lint). Re-installs only when pyproject.toml changed since the last install.
rem Python comes from the Python launcher (py -3); set PYTHON to use another interpreter.
setlocal
for %%I in ("%~dp0..") do set "root=%%~fI"
set "venv=%root%\.venv"
set "extras=%~1"
if not defined PYTHON set "PYTHON=py -3"
if exist "%venv%\Scripts\python.exe" goto installed
%PYTHON% -c "import sys; assert sys.version_info >= (3, 11), 'Steam Works needs Python 3.11 or newer'"
if errorlevel 1 exit /b 1
%PYTHON% -m venv "%venv%"
if errorlevel 1 exit /b 1
:installed
set "stamp=%venv%\.installed"
set "spec=%root%"
if not "%extras%"=="" set "stamp=%venv%\.installed-%extras%"
if not "%extras%"=="" set "spec=%root%[%extras%]"
rem up to date when the stamp is at least as new as pyproject.toml
"%venv%\Scripts\python.exe" -c "import os, sys; s, p = sys.argv[1:]; sys.exit(0 if os.path.exists(s) and os.path.getmtime(s) >= os.path.getmtime(p) else 1)" "%stamp%" "%root%\pyproject.toml"
if not errorlevel 1 exit /b 0
"%venv%\Scripts\python.exe" -m pip install --quiet --disable-pip-version-check -e "%spec%"
if errorlevel 1 exit /b 1
type nul > "%stamp%"
exit /b 0
