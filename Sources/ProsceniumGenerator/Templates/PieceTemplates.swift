/// The pieces `proscenium new` writes on their own, outside a feature: seed 002's use cases and repositories, each
/// in the module of its layer.
package enum PieceKind: String, Sendable, CaseIterable {
  case useCase = "use-case"
  case repository

  package var summary: String {
    switch self {
    case .useCase: "a use-case protocol and its implementation, in the Domain module (seed 002)"
    case .repository: "a repository protocol in the Domain module and its implementation in the Data module (seed 002)"
    }
  }

  /// The built-in templates; a project overrides them in `.proscenium/templates/<kind>/`.
  package var templates: [Template] {
    switch self {
    case .useCase: [PieceTemplates.useCase]
    case .repository: [PieceTemplates.repositoryProtocol, PieceTemplates.repositoryImplementation]
    }
  }
}

/// The texts of the pieces. Declarations are `public` because the layers are usually modules of their own.
enum PieceTemplates {
  static let useCase = Template(
    role: "UseCase.swift", path: "UseCases/{{Name}}UseCase.swift", destination: .domain,
    text: """
      /// {{Title}}: a business rule that view models call through this protocol, never a repository (seed 001).
      public protocol {{Name}}UseCaseProtocol: Sendable {
        func execute() async throws
      }

      /// The production use case: the rule goes in `execute()`; the data it needs comes from repository protocols
      /// passed to `init`.
      public struct {{Name}}UseCase: {{Name}}UseCaseProtocol {
        public init() {}

        public func execute() async throws {}
      }

      """)

  static let repositoryProtocol = Template(
    role: "Repository.swift", path: "Repositories/{{Name}}Repository.swift", destination: .domain,
    text: """
      /// Where {{Title}} data comes from. Domain owns the protocol; the Data layer implements it (seed 002).
      public protocol {{Name}}Repository: Sendable {}

      """)

  static let repositoryImplementation = repositoryImplementation(members: "")

  /// The Data layer's repository, importing Domain when it is another module; `members` (indented by two spaces,
  /// ending in a newline) follow its `init`.
  static func repositoryImplementation(members: String) -> Template {
    Template(
      role: "RepositoryImplementation.swift", path: "Repositories/Default{{Name}}Repository.swift", destination: .data,
      text: """
        {{#separateDomain}}
        import {{DomainModule}}

        {{/separateDomain}}
        /// The production {{Title}} repository: it talks to the network or the store and hands Domain types back.
        public struct Default{{Name}}Repository: {{Name}}Repository {
          public init() {}
        \(members.isEmpty ? "" : "\n" + members)}

        """)
  }
}
