package dev.bottleneck.spotbugs;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * A read or write of a field: where it is, which field and its declared type.
 *
 * @param owner the field owner's internal name
 * @param descriptor the field's type descriptor
 * @param function the lambda body that holds the access; {@code null} for the method's own code
 */
record FieldAccess(
    MethodCode origin,
    int opcode,
    String owner,
    String name,
    String descriptor,
    int line,
    Lambda function) {

  boolean isWrite() {
    return opcode == Opcodes.PUTFIELD || opcode == Opcodes.PUTSTATIC;
  }

  /** The field's type, by binary name. */
  String fieldType() {
    return Type.getType(descriptor).getClassName();
  }

  boolean sameField(FieldAccess other) {
    return owner.equals(other.owner) && name.equals(other.name);
  }
}
