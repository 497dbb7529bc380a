package com.nutrilab.platform.payara;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * Defect: Payara 6 ties every Hazelcast object created inside an application to it (its
 * {@code TenantControl}) and enters the application's context, with a CDI lookup that walks the
 * stack, around every operation on it on the partition threads: 9.6 % of a search's CPU, twice
 * what the operations cost. No upstream issue. The maps hold strings and {@code long[]} only,
 * which need no application to be read, so they are created on a thread that carries none of the
 * application's context (its thread locals are not inherited).
 *
 * <p>A plain thread, once per map: a managed thread carries the application's context by
 * definition, and a thread factory defined with that context cleared
 * ({@code @ManagedThreadFactoryDefinition} with a {@code @ContextServiceDefinition} that clears
 * all) was not yet bound when the startup singletons first use the maps (a
 * {@code NameNotFoundException} on Payara Micro 6.2025.10).
 */
@ApplicationScoped
public class UntiedMaps {

    @Inject
    private HazelcastInstance hazelcast;

    /** The named map's proxy, created outside the application. */
    public <K, V> IMap<K, V> map(String name) {
        FutureTask<IMap<K, V>> creation = new FutureTask<>(() -> hazelcast.getMap(name));
        new Thread(null, creation, "nutrilab-untied-map-" + name, 0, false).start();
        try {
            return creation.get();
        } catch (ExecutionException failed) {
            throw failed.getCause() instanceof RuntimeException cause
                    ? cause
                    : new IllegalStateException("Could not create the cluster map " + name, failed.getCause());
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while creating the cluster map " + name, interrupted);
        }
    }
}
