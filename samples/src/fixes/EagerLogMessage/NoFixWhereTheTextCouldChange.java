import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

class Orders {
  private static final Logger log = LoggerFactory.getLogger(Orders.class);

  void place(String id, int[] counts, Object last, String other) {
    log.debug("already {} " + id);
    log.debug("counts " + counts);
    log.debug("last " + last);
    log.debug("two " + id, other, other);
    log.debug(String.format("%d items", counts.length));
  }
}
