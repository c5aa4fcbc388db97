package dev.bottleneck.samples.cases.EagerLogMessage;

import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.shell.command.annotation.Command;
import org.springframework.shell.standard.ShellComponent;
import org.springframework.shell.standard.ShellMethod;
import org.springframework.shell.standard.ShellMethodAvailability;

// Spring Shell runs a command method once per command a user types, in the shell's own process, as
// a command-line tool runs main: a debug line there, or in a helper only commands call, is built
// once per command, also in a loop over what the command read. The shell asks an availability
// method whenever it lists or completes commands (an application's own @Command: see bus).
@ShellComponent
class ShellCommandsRunOnce {
  private static final Logger log = LoggerFactory.getLogger(ShellCommandsRunOnce.class);

  @ShellMethod(key = "release status", value = "Status of a release.")
  String status(String release, List<String> states) {
    for (String state : states) {
      log.debug("release " + release + " reports " + state);
    }
    return aggregateState(states);
  }

  // Public, but only a command calls it.
  public static String aggregateState(List<String> states) {
    log.debug("aggregating " + states.size() + " states");
    return states.isEmpty() ? "unknown" : states.get(0);
  }

  @Command(command = "release list")
  String list(List<String> releases) {
    log.debug("listing " + releases.size() + " releases");
    return String.join("\n", releases);
  }

  @org.springframework.shell.core.command.annotation.Command(command = "release history")
  String history(String release) {
    log.debug("history of " + release);
    return release;
  }

  @ShellMethodAvailability("release status")
  boolean statusAvailable(String target) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("checking availability against " + target);
    return target != null;
  }
}
