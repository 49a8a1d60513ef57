/// A key for a value that plugins store on ``PluginableFlowLayoutAttributes``, as SwiftUI's
/// `EnvironmentKey`: the key type names the slot and fixes the value's type.
///
/// ```swift
/// enum GlowKey: FlowLayoutAttributeKey {
///     static let defaultValue = 0.0
/// }
///
/// extension PluginableFlowLayoutAttributes {
///     var glow: Double {
///         get { self[GlowKey.self] }
///         set { self[GlowKey.self] = newValue }
///     }
/// }
/// ```
///
/// This replaces the seed's `[String: AnyHashable]` dictionary, whose keys were file names and
/// whose values had to be cast back.
public protocol FlowLayoutAttributeKey {
    /// The type of the stored value.
    associatedtype Value: Equatable & Sendable
    /// The value read while none has been stored.
    static var defaultValue: Value { get }
}
