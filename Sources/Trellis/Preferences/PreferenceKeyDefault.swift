import Foundation

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Lets a key whose values can be `nil` (an optional) leave out ``defaultValue``: the
    /// default is `nil`.
    ///
    /// ```swift
    /// struct SelectedFrame: PreferenceKey {
    ///     static func reduce(value: inout CGRect?, nextValue: () -> CGRect?) {
    ///         value = value ?? nextValue()
    ///     }
    /// }
    /// ```
    public static var defaultValue: Value { nil }
}
