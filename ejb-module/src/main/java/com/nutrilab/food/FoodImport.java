package com.nutrilab.food;

import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.auth.Roles;
import com.nutrilab.food.seed.FoodTables;
import com.nutrilab.platform.Checkpoint;
import com.nutrilab.platform.Database;
import com.nutrilab.platform.InvalidInputException;
import com.nutrilab.platform.LogText;
import jakarta.annotation.Resource;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Loads a newer USDA release (FoodData Central CSV, SR Legacy or Foundation Foods) over the
 * foods in the database, in one transaction: a food that exists is replaced whole, a new one
 * added. Only directories under {@code nutrilab.foods.import-dir} are read, so the operator API
 * cannot be made to read any file of the server.
 */
@Stateless
@RolesAllowed(Roles.OPERATOR)
// Its own JDBC transaction, committed before the index is rebuilt from the database: inside a
// container transaction the rebuild would read the foods as they were before the import.
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class FoodImport {

    private static final Logger LOG = Logger.getLogger(FoodImport.class.getName());

    /** What an import did. */
    public record Result(String directory, int foods, long millis, int indexedFoods) {}

    @Resource(lookup = Database.JNDI_NAME)
    private DataSource dataSource;

    @Inject
    private CurrentCaller caller;

    @Inject
    private FoodIndex index;

    @Inject
    private CurrentFoodIndex currentIndex;

    @Inject
    @ConfigProperty(name = "nutrilab.foods.import-dir")
    private String importRoot;

    public Result importFoodDataCentral(String directoryName) {
        caller.require(PrincipalKind.OPERATOR);
        Path root = Path.of(importRoot).toAbsolutePath().normalize();
        Path directory = root.resolve(directoryName).normalize();
        if (!directory.startsWith(root) || directory.equals(root) || !Files.isDirectory(directory)) {
            throw new InvalidInputException(
                    "directory", "must name a directory inside the import directory " + "(nutrilab.foods.import-dir)");
        }
        long start = System.nanoTime();
        int written;
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try (FoodTables tables = new FoodTables(connection, "USDA FoodData Central", true)) {
                written = new FoodDataCentralCsv(directory).read(food -> {
                    try {
                        tables.write(food, true);
                    } catch (SQLException e) {
                        throw new IllegalStateException("Cannot import food " + food.id(), e);
                    }
                });
                connection.commit();
            } catch (IOException | SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the FoodData Central files in " + directory, e);
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot write the imported foods", e);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        Checkpoint.ifDerby(dataSource);
        index.rebuildAfterImport();
        LOG.info(() -> "Imported " + written + " foods from " + LogText.escape(directory.toString()) + " in " + millis
                + " ms");
        return new Result(directoryName, written, millis, currentIndex.size());
    }
}
