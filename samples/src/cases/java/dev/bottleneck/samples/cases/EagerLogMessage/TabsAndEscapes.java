package dev.bottleneck.samples.cases.EagerLogMessage;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Positions on lines that javac counts differently from how they look: tab indentation, which
 * javac's console expands to the next multiple of eight, and Unicode escapes in names, which javac
 * reads as one character each but whose six characters stay in the line. Every engine reports the
 * column as a count of the line's UTF-16 code units before the finding, a tab and each character
 * of an escape counting one, as SARIF does.
 */
class TabsAndEscapes {
	private static final Logger log = LoggerFactory.getLogger(TabsAndEscapes.class);

	void tabs(String order) {
		// BUG: Diagnostic contains: EagerLogMessage
		log.debug("Placed " + order);
		if (order.isEmpty()) {
			// BUG: Diagnostic contains: EagerLogMessage
			log.debug(	"Empty " +	order);
		}
	}

	void escapes(String order) {
    // BUG: Diagnostic contains: EagerLogMessage
    \u006c\u006f\u0067.\u0064ebug("Placed " + order);
    // BUG: Diagnostic contains: EagerLogMessage
    log.debug("Placed \u00e9 " + order + "\u0021" + order);
		// BUG: Diagnostic contains: EagerLogMessage
		\u006cog.debug("Tabs " + order + " and \u0065scapes");
	}
}
