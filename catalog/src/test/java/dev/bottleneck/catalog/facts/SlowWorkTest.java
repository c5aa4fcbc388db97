package dev.bottleneck.catalog.facts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

final class SlowWorkTest {
  @Test
  void eachFamilyIsListedOnce() {
    Set<String> seen = new HashSet<>();
    for (SlowWork.Call call : SlowWork.CALLS) {
      assertThat(seen.add(call.api().owner() + " " + call.api().form()))
          .as("listed twice: %s", call.api())
          .isTrue();
    }
  }

  @Test
  void theKnownDriftIsInTheOneTable() {
    assertThat(kindOf("org.springframework.jms.core.JmsOperations", "sendAndReceive"))
        .isEqualTo(SlowWork.Kind.MESSAGE_SEND);
    assertThat(kindOf("org.springframework.amqp.core.AmqpTemplate", "sendAndReceive"))
        .isEqualTo(SlowWork.Kind.MESSAGE_SEND);
    assertThat(kindOf(SlowWork.REST_CLIENT + ".RequestHeadersSpec", "exchangeForRequiredValue"))
        .isEqualTo(SlowWork.Kind.REMOTE_CALL);
    assertThat(kindOf("java.nio.file.Files", "newByteChannel")).isEqualTo(SlowWork.Kind.FILE_IO);
    assertThat(kindOf("java.nio.channels.FileChannel", "open")).isEqualTo(SlowWork.Kind.FILE_IO);
    assertThat(kindOf("org.apache.cxf.jaxrs.client.WebClient", "postAndGetCollection"))
        .isEqualTo(SlowWork.Kind.REMOTE_CALL);
    assertThat(kindOf("reactor.core.publisher.Mono", "block"))
        .isEqualTo(SlowWork.Kind.REACTIVE_BLOCK);
    assertThat(SlowWork.REMOTE_METHOD_ANNOTATIONS).contains("feign.RequestLine");
  }

  @Test
  void fileStreamsCountForSubclassesToo() {
    assertThat(SlowWork.CALLS)
        .filteredOn(call -> call.api().form() == Form.CONSTRUCTOR)
        .allMatch(call -> call.api().subtypes() && call.kind() == SlowWork.Kind.FILE_IO);
  }

  @Test
  void typeFactsNameEachTypeOnce() {
    List<String> types =
        Stream.concat(SlowWork.SUPERTYPES.stream(), Transactions.SUPERTYPES.stream())
            .map(Supertypes::type)
            .toList();
    assertThat(types).doesNotHaveDuplicates();
  }

  private static SlowWork.Kind kindOf(String owner, String name) {
    return SlowWork.CALLS.stream()
        .filter(call -> call.api().owner().equals(owner) && call.api().named(name))
        .map(SlowWork.Call::kind)
        .findFirst()
        .orElseThrow();
  }
}
