package dev.bottleneck.samples.kotlin

import jakarta.xml.bind.JAXBContext
import java.io.StringWriter

/** One context per class, built on first use and kept; marshallers are cheap and made per call. */
class JaxbContextPerCallGood(type: Class<*>) {
  private val context by lazy { JAXBContext.newInstance(type) }

  fun export(invoice: Any): String {
    val out = StringWriter()
    context.createMarshaller().marshal(invoice, out)
    return out.toString()
  }
}
