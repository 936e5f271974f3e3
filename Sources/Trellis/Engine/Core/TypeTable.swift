/// A value worked out once per type, found again in a few instructions.
///
/// Lookups go first to a small two-way table indexed by a hash of the type's metadata address
/// (a program resolves few types, over and over; two ways, so that two types that land on one
/// set and alternate, as a view and its content do, both stay), then to a dictionary that keeps
/// every type seen, so a collision costs a hash, never a second question to the runtime.
struct TypeTable<Value> {
    private static var setCount: Int { 128 }
    private var keys = [ObjectIdentifier?](repeating: nil, count: 2 * TypeTable.setCount)
    private var values = [Value?](repeating: nil, count: 2 * TypeTable.setCount)
    private var all: [ObjectIdentifier: Value] = [:]

    /// The value for `type`, from `compute` the first time the table sees the type.
    @inline(__always)
    mutating func value(for type: Any.Type, compute: (Any.Type) -> Value) -> Value {
        let key = ObjectIdentifier(type)
        // Metadata addresses are close together: a multiplicative hash spreads their bits.
        let set = Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 57)
        let first = 2 * set, second = first + 1
        if keys[first] == key, let value = values[first] { return value }
        if keys[second] == key, let value = values[second] { return value }
        let value: Value
        if let known = all[key] {
            value = known
        } else {
            value = compute(type)
            all[key] = value
        }
        // The newest type takes the first way; the one it displaces keeps the second.
        keys[second] = keys[first]
        values[second] = values[first]
        keys[first] = key
        values[first] = value
        return value
    }
}
