export * from './enumerations';
