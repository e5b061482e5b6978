/// Seed 002's layers for a SwiftUI feature (`--layers`): the entity, the use case and the repository protocol in the
/// Domain module, the repository's implementation in the Data module. The view model, view and tests stay in the
/// presentation module and import Domain; nothing in Presentation sees Data.
///
/// Declarations are `public` because the layers are modules of their own; in a project without them the files land
/// in one module and `public` does no harm.
enum LayeredTemplates {
  static let all = [entity, useCase, repository, repositoryImplementation]

  static let entity = Template(
    role: "Entity.swift", path: "Entities/{{Name}}Item.swift", destination: .domain,
    text: """
      /// One row of {{Title}}, a Domain entity; replace it with the feature's own.
      public struct {{Name}}Item: Identifiable, Hashable, Sendable {
        public let id: Int
        public var title: String

        public init(id: Int, title: String) {
          self.id = id
          self.title = title
        }
      }

      """)

  static let useCase = Template(
    role: "DomainUseCase.swift", path: "UseCases/{{UseCase}}UseCase.swift", destination: .domain,
    text: """
      /// Loads what {{Title}} shows. View models call use cases, never repositories (seeds 001 and 002).
      public protocol {{UseCase}}UseCaseProtocol: Sendable {
        func execute() async throws -> [{{Name}}Item]
      }

      /// The production use case: the rule goes in `execute()`, the data comes from the repository protocol Domain
      /// owns.
      public struct {{UseCase}}UseCase: {{UseCase}}UseCaseProtocol {
        private let repository: any {{Name}}Repository

        public init(repository: any {{Name}}Repository) {
          self.repository = repository
        }

        public func execute() async throws -> [{{Name}}Item] {
          try await repository.items()
        }
      }

      """)

  static let repository = Template(
    role: "Repository.swift", path: "Repositories/{{Name}}Repository.swift", destination: .domain,
    text: """
      /// Where {{Title}}'s rows come from. Domain owns the protocol; the Data layer implements it (seed 002).
      public protocol {{Name}}Repository: Sendable {
        func items() async throws -> [{{Name}}Item]
      }

      """)

  static let repositoryImplementation = PieceTemplates.repositoryImplementation(
    members: """
        public func items() async throws -> [{{Name}}Item] {
          // Fetch and map the rows here; Domain sees only the entities.
          []
        }

      """)
}
