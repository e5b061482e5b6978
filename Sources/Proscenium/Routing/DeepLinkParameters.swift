/// The values a deep link carried — `:name` path segments and query items — with typed accessors that
/// fail with a ``DeepLinkError`` naming the parameter.
///
/// ```swift
/// links.register("/orders/:id") { parameters in
///   [.orders, .order(id: try parameters.int("id"))]
/// }
/// ```
public struct DeepLinkParameters: Hashable, Sendable {
  /// Every value by name; a path parameter wins over a query item of the same name.
  public var values: [String: String]

  /// Parameters holding `values` (for tests and hand-built matches).
  public init(_ values: [String: String] = [:]) {
    self.values = values
  }

  /// The value named `name`, if present.
  public subscript(name: String) -> String? { values[name] }

  /// The value named `name`.
  ///
  /// - Throws: ``DeepLinkError/missingParameter(_:)`` when it is absent.
  public func string(_ name: String) throws(DeepLinkError) -> String {
    guard let value = values[name] else { throw .missingParameter(name) }
    return value
  }

  /// The value named `name` as an integer.
  ///
  /// - Throws: ``DeepLinkError/missingParameter(_:)`` or ``DeepLinkError/badParameter(name:value:)``.
  public func int(_ name: String) throws(DeepLinkError) -> Int {
    try value(name, as: Int.self)
  }

  /// The value named `name` converted with `T(_:)` (Int, Double, Bool, or your own type).
  ///
  /// - Throws: ``DeepLinkError/missingParameter(_:)`` or ``DeepLinkError/badParameter(name:value:)``.
  public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(DeepLinkError) -> T {
    let text = try string(name)
    guard let value = T(text) else { throw .badParameter(name: name, value: text) }
    return value
  }
}
