package dev.bottleneck.cost.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A measurement JMH cannot make, as a {@code <RuleId><What>} main writes it: {@code
 * {"rule","title","columns":[...],"rows":[[...]],"notes"}}, every cell a formatted string.
 */
public record TableJson(
    String rule, String title, List<String> columns, List<List<String>> rows, String notes) {

  /** Writes the table as {@link #read} reads it, creating the output's folder. */
  public void write(Path out) throws IOException {
    Map<String, Object> table = new LinkedHashMap<>();
    table.put("rule", rule);
    table.put("title", title);
    table.put("columns", columns);
    table.put("rows", rows);
    table.put("notes", notes);
    Json.write(out, table);
  }

  static TableJson read(Path file, String expectedRule) {
    JsonNode root = Json.read(file);
    String rule = Json.text(file, root, "rule");
    if (!rule.equals(expectedRule)) {
      throw Json.error(file, "says rule \"" + rule + "\", but its name says " + expectedRule);
    }
    List<String> columns = strings(file, root.get("columns"), "columns");
    if (columns.isEmpty()) {
      throw Json.error(file, "has no columns");
    }
    JsonNode rowsNode = root.get("rows");
    if (rowsNode == null || !rowsNode.isArray() || rowsNode.isEmpty()) {
      throw Json.error(file, "has no rows");
    }
    List<List<String>> rows = new ArrayList<>();
    for (JsonNode rowNode : rowsNode) {
      List<String> row = strings(file, rowNode, "rows[" + rows.size() + "]");
      if (row.size() != columns.size()) {
        throw Json.error(
            file,
            "rows["
                + rows.size()
                + "] has "
                + row.size()
                + " cells for "
                + columns.size()
                + " columns");
      }
      rows.add(row);
    }
    return new TableJson(
        rule, Json.text(file, root, "title"), columns, rows, Json.text(file, root, "notes"));
  }

  private static List<String> strings(Path file, JsonNode array, String field) {
    if (array == null || !array.isArray()) {
      throw Json.error(file, "lacks the array \"" + field + "\"");
    }
    List<String> values = new ArrayList<>();
    for (JsonNode cell : array) {
      if (!cell.isTextual()) {
        throw Json.error(file, field + " holds " + cell + ": every cell is a formatted string");
      }
      values.add(cell.asText());
    }
    return values;
  }
}
