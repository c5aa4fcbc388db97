package dev.bottleneck.samples.cases.CommonPoolAsync;

import com.google.common.collect.ImmutableMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.messaging.simp.SimpMessageSendingOperations;
import org.springframework.messaging.simp.SimpMessagingTemplate;
import org.springframework.messaging.support.GenericMessage;

/**
 * Tasks that only hand a WebSocket message to Spring's messaging template, built from data
 * classes, the application's own or a library's: the template queues it for the broker and returns,
 * so the task is short and does not block, and it may share the common pool.
 */
class MessagingHandOffs {
  private final SimpMessagingTemplate broker;
  private final SimpMessageSendingOperations operations;
  private final AtomicInteger scanned = new AtomicInteger();

  MessagingHandOffs(SimpMessagingTemplate broker, SimpMessageSendingOperations operations) {
    this.broker = broker;
    this.operations = operations;
  }

  void started(Player player) {
    CompletableFuture.runAsync(() -> broker.convertAndSendToUser(player.getUsername(),
        "/queue/players/" + player.getId() + "/status", Status.PLAYING));
  }

  void skipped(Player player, int index, long offset) {
    CompletableFuture.runAsync(() -> {
      broker.convertAndSendToUser(player.getUsername(), "/queue/skip",
          ImmutableMap.of("index", index, "offset", offset));
      broker.convertAndSendToUser(player.getUsername(), "/queue/status",
          player.getQueue().getStatus());
    });
  }

  void scanned(boolean scanning) {
    CompletableFuture.runAsync(() -> {
      ScanStatus status = new ScanStatus();
      status.setCount(scanned.longValue());
      status.setScanning(scanning);
      operations.convertAndSend("/topic/scanStatus", status);
    });
  }

  void uploaded(Player player, long bytes) {
    CompletableFuture.runAsync(() -> operations.convertAndSendToUser(player.getUsername(),
        "/queue/uploads", new UploadInfo(player.getId(), bytes)));
  }

  void relayed(String payload) {
    CompletableFuture.runAsync(() -> operations.send("/topic/raw", new GenericMessage<>(payload)));
  }

  void deleted(CompletableFuture<Integer> deletion) {
    deletion.thenAcceptAsync(id -> broker.convertAndSend("/topic/deleted", Map.of("id", id)));
  }

  enum Status {
    PLAYING,
    STOPPED
  }

  static final class Queue {
    private Status status = Status.STOPPED;

    Status getStatus() {
      return status;
    }
  }

  static final class Player {
    private final String username;
    private final int id;
    private final Queue queue = new Queue();

    Player(String username, int id) {
      this.username = username;
      this.id = id;
    }

    String getUsername() {
      return username;
    }

    int getId() {
      return id;
    }

    Queue getQueue() {
      return queue;
    }
  }

  static final class ScanStatus {
    private long count;
    private boolean scanning;

    void setCount(long count) {
      this.count = count;
    }

    void setScanning(boolean scanning) {
      this.scanning = scanning;
    }

    @Override
    public String toString() {
      return count + (scanning ? " scanning" : "");
    }
  }

  record UploadInfo(int player, long bytes) {}
}
