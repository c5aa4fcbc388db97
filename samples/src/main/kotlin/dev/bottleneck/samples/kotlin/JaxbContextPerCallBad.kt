package dev.bottleneck.samples.kotlin

import jakarta.xml.bind.JAXBContext
import java.io.StringWriter

/** A JAXBContext per export: each one scans the invoice's classes by reflection again. */
class JaxbContextPerCallBad {
  fun export(invoice: Any): String {
    val out = StringWriter()
    // BUG: Diagnostic contains: JaxbContextPerCall
    val context = JAXBContext.newInstance(invoice.javaClass)
    context.createMarshaller().marshal(invoice, out)
    return out.toString()
  }
}
