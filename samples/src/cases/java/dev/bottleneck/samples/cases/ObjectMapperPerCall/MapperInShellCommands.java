package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.springframework.shell.standard.ShellComponent;
import org.springframework.shell.standard.ShellMethod;
import org.springframework.shell.standard.ShellMethodAvailability;

// A Spring Shell command runs once per command a user types, in the shell's own process: a mapper
// made there, or in a helper only commands call, is made once per command, as in main. The shell
// asks an availability method whenever it lists or completes commands.
@ShellComponent
class MapperInShellCommands {
  @ShellMethod(key = "package search", value = "Search for packages.")
  String search(List<String> packages) throws Exception {
    StringBuilder out = new StringBuilder();
    for (String name : packages) {
      out.append(prettyPrint(name));
    }
    return out.toString();
  }

  private static String prettyPrint(String json) throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(mapper.readTree(json));
  }

  @ShellMethodAvailability("package search")
  boolean searchAvailable(String status) throws Exception {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    return new ObjectMapper().readTree(status).has("ready");
  }
}
