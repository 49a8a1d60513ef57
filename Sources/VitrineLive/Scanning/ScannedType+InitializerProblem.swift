extension ScannedType {
    /// Why the playground cannot list the type `name`, in one sentence; `nil` when it can. It
    /// makes every type with `Type()` from the generated code, outside any actor, and names it
    /// from another file.
    ///
    /// - Parameters:
    ///   - bodyInitializers: the `init`s its body declares (any of them hides the implicit one).
    ///   - extensionInitializers: the `init`s its extensions declare.
    ///   - properties: the `var`/`let` bindings at its body's top level.
    static func initializerProblem(
        name: String, keyword: Keyword, isGeneric: Bool, isPrivate: Bool, isMainActor: Bool,
        bodyInitializers: [InitializerDeclaration],
        extensionInitializers: [InitializerDeclaration],
        properties: [PropertyDeclaration]
    ) -> String? {
        if keyword == .actor { return "actors can't be listed: use a struct or class" }
        if isGeneric { return "generic types can't be listed: give \(name) no generic parameters" }
        if isMainActor, keyword == .class {
            return "@MainActor classes can't be listed: make \(name) a struct, or a class without @MainActor"
        }
        if isPrivate { return "private types can't be listed: make \(name) internal or public" }
        let initializers = bodyInitializers + extensionInitializers
        if initializers.contains(where: \.makesTypeWithoutArguments) { return nil }
        if keyword == .enum, initializers.isEmpty {
            return "\(name) is an enum with no init(): add init() so that \(name)() makes one"
        }
        if bodyInitializers.isEmpty, keyword != .enum {
            let missing = properties.first { $0.isStoredInstanceProperty && !$0.startsWithValue }
            guard let missing else { return nil }
            return "\(name) has no init(): give `\(missing.name)` a default value or add init()"
        }
        if let failable = initializers.first(where: { $0.isFailable && $0.canBeCalledWithoutArguments }) {
            return "\(name)'s \(failable.signature) can fail: add an init() that can't, so that \(name)() makes one"
        }
        guard let first = initializers.first(where: { !$0.isFailable }) ?? initializers.first else { return nil }
        return
            "\(name) has no init() that takes no arguments: add init() or give every parameter of \(first.signature) a default value"
    }
}
