@echo off
rem bottleneck: runs the bottleneck command line (@bottleneck.cli.jar@, next to this script) on the
rem Java of JAVA_HOME, else the one on the PATH; it needs Java 17 or newer. The JVM options are the
rem bash launcher's: see there. BOTTLENECK_HEAP sets the maximum heap, BOTTLENECK_OPTS adds options.
setlocal
set "BOTTLENECK_JAR=%~dp0@bottleneck.cli.jar@"
if not exist "%BOTTLENECK_JAR%" (
  echo bottleneck: %BOTTLENECK_JAR% is missing; keep this script next to the jar it came with 1>&2
  exit /b 2
)
if defined JAVA_HOME (
  set "BOTTLENECK_JAVA=%JAVA_HOME%\bin\java.exe"
) else (
  set "BOTTLENECK_JAVA=java.exe"
)
where "%BOTTLENECK_JAVA%" >nul 2>nul
if errorlevel 1 if not exist "%BOTTLENECK_JAVA%" (
  echo bottleneck: no Java found; bottleneck needs Java 17 or newer: install one, then set JAVA_HOME to it or put its bin folder on the PATH 1>&2
  exit /b 2
)
if not defined BOTTLENECK_HEAP set "BOTTLENECK_HEAP=2g"
rem Every command compiles with C1 only; the one-shot commands also collect with the serial
rem collector and keep a fixed number of compiler threads, the language server keeps G1.
set "BOTTLENECK_ONESHOT="
set "BOTTLENECK_ONESHOT_OPTS=-XX:+UseSerialGC -XX:-UseDynamicNumberOfCompilerThreads"
if /i "%~1"=="check" set "BOTTLENECK_ONESHOT=%BOTTLENECK_ONESHOT_OPTS%"
if /i "%~1"=="fix" set "BOTTLENECK_ONESHOT=%BOTTLENECK_ONESHOT_OPTS%"
if /i "%~1"=="baseline" set "BOTTLENECK_ONESHOT=%BOTTLENECK_ONESHOT_OPTS%"
"%BOTTLENECK_JAVA%" -XX:-DontCompileHugeMethods -Xmx%BOTTLENECK_HEAP% -Xms64m -XX:TieredStopAtLevel=1 %BOTTLENECK_ONESHOT% %BOTTLENECK_OPTS% -jar "%BOTTLENECK_JAR%" %*
exit /b %ERRORLEVEL%
