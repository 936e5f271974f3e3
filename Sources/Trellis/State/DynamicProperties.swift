import Foundation

/// Finds the dynamic properties of a view or modifier and gives them their environment.
enum DynamicProperties {
    /// Whether a value of this type has a dynamic property among its stored properties.
    static func exist(in value: Any) -> Bool {
        Mirror(reflecting: value).children.contains { $0.value is DynamicProperty }
    }

    /// Gives every dynamic property stored in `value` (and in dynamic properties stored in it)
    /// `environment`.
    static func install(_ environment: EnvironmentValues, into value: Any) {
        for child in Mirror(reflecting: value).children {
            if let reader = child.value as? EnvironmentReader {
                reader.install(environment)
            } else if child.value is DynamicProperty {
                install(environment, into: child.value)
            }
        }
    }
}

extension Resolver {
    /// Gives the dynamic properties of `value`, a view or modifier whose body is about to be
    /// read, the current environment. Types without any are remembered: the last two seen cost
    /// two comparisons here (a list's rows and their content alternate), others a table lookup.
    @inlinable
    mutating func installDynamicProperties<T>(in value: T) {
        let type = ObjectIdentifier(T.self)
        if type == recentPlainTypes.0 || type == recentPlainTypes.1 { return }
        installDynamicPropertiesLooking(in: value)
    }

    /// Whether `value`, a view or modifier whose body is about to be read, stores dynamic
    /// properties (remembered per type, as ``installDynamicProperties(in:)`` does).
    @inlinable
    mutating func hasDynamicProperties<T>(_ value: T) -> Bool {
        let type = ObjectIdentifier(T.self)
        if type == recentPlainTypes.0 || type == recentPlainTypes.1 { return false }
        return hasDynamicPropertiesLooking(value)
    }

    /// ``hasDynamicProperties(_:)`` past its two recent types.
    @usableFromInline
    mutating func hasDynamicPropertiesLooking<T>(_ value: T) -> Bool {
        guard dynamicPropertyTypes.value(for: T.self, compute: { _ in DynamicProperties.exist(in: value) }) else {
            recentPlainTypes = (ObjectIdentifier(T.self), recentPlainTypes.0)
            return false
        }
        return true
    }

    /// Resolves `view`, a view with a body, in a live host: its body's reads are tracked, its
    /// state kept, and a record made when it needs one (`LiveRecorder.swift`).
    @inlinable
    mutating func resolveLive<V: View>(_ view: V, recordingIn live: LiveRecorder) {
        live.begin(view, reflecting: hasDynamicProperties(view), environment: environment, elementCount: elements.count)
        resolve(live.track { MainActorBody.of(view) })
        if let record = live.end(&self) { record.resolve = { $0.resolve(view) } }
    }

    /// ``installDynamicProperties(in:)`` past its two recent types.
    @usableFromInline
    mutating func installDynamicPropertiesLooking<T>(in value: T) {
        guard dynamicPropertyTypes.value(for: T.self, compute: { _ in DynamicProperties.exist(in: value) }) else {
            recentPlainTypes = (ObjectIdentifier(T.self), recentPlainTypes.0)
            return
        }
        DynamicProperties.install(environment, into: value)
    }
}
