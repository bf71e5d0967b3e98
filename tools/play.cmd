@echo off
rem Launch Steam Works (Windows; tools/play elsewhere). Installs everything it needs into .venv
rem on first run. Extra arguments go to the game (tools\play.cmd --help lists them).
setlocal
call "%~dp0_venv.cmd"
if errorlevel 1 exit /b 1
cd /d "%~dp0.."
".venv\Scripts\python.exe" -m steamworks %*
exit /b %errorlevel%
