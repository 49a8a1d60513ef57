extension DrawList {
    /// Appends every triangle of `other` after this list's, in its order and with its texture
    /// filters, as if its shapes had been appended here.
    public mutating func append(contentsOf other: DrawList) {
        for command in other.commands where command.indexCount > 0 {
            if let filter = command.filter {
                require(filter)
            } else if commands.isEmpty {
                commands.append(DrawCommand(filter: nil, vertexStart: 0, vertexCount: 0, indexStart: 0, indexCount: 0))
            }
            // The other command's indices count from its first vertex; here they count from the
            // first vertex of the command they join.
            let offset = UInt32(commands[commands.count - 1].vertexCount)
            let vertexRange = command.vertexStart..<(command.vertexStart + command.vertexCount)
            let indexRange = command.indexStart..<(command.indexStart + command.indexCount)
            vertices.append(contentsOf: other.vertices[vertexRange])
            indices.append(contentsOf: other.indices[indexRange].lazy.map { $0 + offset })
            commands[commands.count - 1].vertexCount += command.vertexCount
            commands[commands.count - 1].indexCount += command.indexCount
        }
        statistics.shapes += other.statistics.shapes
        statistics.culledShapes += other.statistics.culledShapes
        statistics.glyphs += other.statistics.glyphs
        statistics.maskedShapes += other.statistics.maskedShapes
    }
}
