// Placeholder until the Study target is written; owned by its author.
