import { describe, expect, it } from 'vitest';
import {
  foldText,
  knownMake,
  matchNames,
  suggestMakes,
  suggestModels,
} from './make-suggestions.ts';
import { MAKES_MODELS } from './makes-models.ts';

describe('makes and models data', () => {
  it('has the common makes, each with its main models and no repeats', () => {
    const makes = Object.keys(MAKES_MODELS);
    expect(makes.length).toBeGreaterThanOrEqual(60);
    for (const make of ['Toyota', 'Ford', 'Volkswagen', 'Honda', 'BMW', 'Škoda', 'Tesla']) {
      expect(makes).toContain(make);
    }
    expect(new Set(makes.map(foldText)).size).toBe(makes.length);
    for (const [make, models] of Object.entries(MAKES_MODELS)) {
      expect(models.length, make).toBeGreaterThan(0);
      expect(new Set(models.map(foldText)).size, make).toBe(models.length);
    }
  });
});

describe('make and model suggestions', () => {
  it('puts names starting with the text before names with a word starting with it', () => {
    expect(matchNames(['Range Rover', 'Rover', 'Land Rover', 'Rogue'], 'ro')).toEqual([
      'Rogue',
      'Rover',
      'Land Rover',
      'Range Rover',
    ]);
    expect(matchNames(['Model 3', 'Model S'], 'model')).toEqual(['Model 3', 'Model S']);
  });

  it('ignores case and accents', () => {
    expect(suggestMakes(MAKES_MODELS, 'skod')).toEqual(['Škoda']);
    expect(suggestMakes(MAKES_MODELS, 'CITRO')).toEqual(['Citroën']);
    expect(suggestModels(MAKES_MODELS, 'renault', 'meg')).toEqual(['Mégane']);
  });

  it('finds a make by a word inside it', () => {
    expect(suggestMakes(MAKES_MODELS, 'benz')).toEqual(['Mercedes-Benz']);
    expect(suggestMakes(MAKES_MODELS, 'rover')).toEqual(['Land Rover']);
  });

  it('suggests the models of the make typed', () => {
    expect(suggestModels(MAKES_MODELS, 'Toyota', 'cor')).toEqual(['Corolla', 'Corolla Cross']);
    expect(suggestModels(MAKES_MODELS, ' mercedes-benz ', 'gl')).toEqual([
      'GLA',
      'GLB',
      'GLC',
      'GLE',
      'GLS',
    ]);
    // Numbers in their order: 2 Series before 10.
    expect(suggestModels(MAKES_MODELS, 'BMW', '').slice(0, 3)).toEqual([
      '1 Series',
      '2 Series',
      '3 Series',
    ]);
  });

  it('has nothing for a make it does not know, or text nothing matches', () => {
    expect(knownMake(MAKES_MODELS, 'Trabant')).toBeUndefined();
    expect(suggestModels(MAKES_MODELS, 'Trabant', '')).toEqual([]);
    expect(suggestModels(MAKES_MODELS, '', 'c')).toEqual([]);
    expect(suggestMakes(MAKES_MODELS, 'zzz')).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(suggestMakes(MAKES_MODELS, '', 5)).toHaveLength(5);
    expect(suggestMakes(MAKES_MODELS, '')).toHaveLength(12);
  });
});
