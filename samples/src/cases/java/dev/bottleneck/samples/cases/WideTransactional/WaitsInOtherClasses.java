package dev.bottleneck.samples.cases.WideTransactional;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.springframework.transaction.annotation.Transactional;

/**
 * A blocking wait is as slow as the work it waits for, which no engine sees: it counts where the
 * transaction's own class waits, not inside another class. (Seen in a real application: a
 * permission cache that waits, on a miss, for a role lookup on another thread, seven calls below
 * every permission check of every transactional service.) Remote calls, sleeps, file I/O and
 * message sends count wherever they run.
 */
public class WaitsInOtherClasses {
  RoleCache roles;
  Future<String> pending;

  @Transactional
  public String check(String user) throws Exception {
    return roles.rolesOf(user);
  }

  @Transactional
  public String own() throws Exception {
    // BUG: Diagnostic contains: WideTransactional
    // waitFor() -> Future.get (blocking wait)
    return waitFor();
  }

  private String waitFor() throws Exception {
    return pending.get();
  }
}

class RoleCache {
  private final ConcurrentHashMap<String, String> cached = new ConcurrentHashMap<>();
  ExecutorService loader;

  String rolesOf(String user) throws Exception {
    String roles = cached.get(user);
    if (roles == null) {
      roles = loader.submit(() -> "user").get();
      cached.put(user, roles);
    }
    return roles;
  }
}
