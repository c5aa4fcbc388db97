package dev.bottleneck.samples.cases.JaxbContextPerCall

import jakarta.xml.bind.JAXBContext
import java.io.StringWriter

/** A JAXBContext built per call in a Kotlin function and in a lambda. */
class InvoiceExporter {
  fun export(invoice: Any): String {
    val out = StringWriter()
    // BUG: Diagnostic contains: JaxbContextPerCall
    JAXBContext.newInstance(invoice.javaClass).createMarshaller().marshal(invoice, out)
    return out.toString()
  }

  fun exportAll(invoices: List<Any>): List<String> =
    invoices.map {
      // BUG: Diagnostic contains: JaxbContextPerCall
      val context = JAXBContext.newInstance(it.javaClass)
      context.createMarshaller().toString()
    }
}
